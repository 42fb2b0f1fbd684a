// Installs the recorder's replacements of iAd's and UIView's methods (once per process;
// the replacements pass every call through unchanged, and log only while a session runs).
#import <Foundation/Foundation.h>

/// UIView: setFrame:, setHidden:, didMoveToSuperview, for ads' views and tracked views.
void ADSInstallViewHooks(void);
/// ADBannerView, when iAd is present (weakly linked on iOS 3.x, it may not be).
void ADSInstallBannerHooks(void);
/// ADInterstitialAd, when present (iOS 4.3 and later).
void ADSInstallInterstitialHooks(void);
/// What the logged calls share: an ad's dealloc logs "release" and drops its entry.
void ADSLogAdDealloc(id ad);
/// Replaces an ad's delegate by a proxy (nil stays nil) and logs setDelegate:.
id ADSWrapDelegate(id ad, id delegate, Class proxyClass);

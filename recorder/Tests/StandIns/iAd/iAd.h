// Stand-in for iAd.framework (iOS 4.3), declared as in Apple's iAd Framework Reference
// and the iAd Programming Guide that ../../../../shared/seeds/ quotes (ADBannerView,
// ADBannerViewDelegate, ADInterstitialAd, ADInterstitialAdDelegate, ADError).
// Its implementation calls the delegate the way iAd does: only for the optional methods the
// delegate responds to, reading the delegate through the `delegate` property.
#import <Foundation/Foundation.h>
#import "../UIKit/UIKit.h"

extern NSString *const ADErrorDomain;
enum {
    ADErrorUnknown = 0,
    ADErrorServerFailure = 1,
    ADErrorLoadingThrottled = 2,
    ADErrorInventoryUnavailable = 3,
    ADErrorConfigurationError = 4,
    ADErrorBannerVisibleWithoutContent = 5,
    ADErrorApplicationInactive = 6
};
typedef NSUInteger ADError;

extern NSString *const ADBannerContentSizeIdentifier320x50;
extern NSString *const ADBannerContentSizeIdentifier480x32;
extern NSString *const ADBannerContentSizeIdentifierPortrait;
extern NSString *const ADBannerContentSizeIdentifierLandscape;

@protocol ADBannerViewDelegate;

@interface ADBannerView : UIView {
    id _delegate;
    NSSet *_required;
    NSString *_current;
    BOOL _loaded;
    BOOL _actionInProgress;
}
@property (nonatomic, assign) id <ADBannerViewDelegate> delegate;
@property (nonatomic, readonly, getter=isBannerLoaded) BOOL bannerLoaded;
@property (nonatomic, readonly, getter=isBannerViewActionInProgress) BOOL bannerViewActionInProgress;
@property (nonatomic, copy) NSSet *requiredContentSizeIdentifiers;
@property (nonatomic, copy) NSString *currentContentSizeIdentifier;
- (void)cancelBannerViewAction;
+ (CGSize)sizeFromBannerContentSizeIdentifier:(NSString *)contentSizeIdentifier;
@end

@protocol ADBannerViewDelegate <NSObject>
@optional
- (void)bannerViewDidLoadAd:(ADBannerView *)banner;
- (void)bannerView:(ADBannerView *)banner didFailToReceiveAdWithError:(NSError *)error;
- (BOOL)bannerViewActionShouldBegin:(ADBannerView *)banner willLeaveApplication:(BOOL)willLeave;
- (void)bannerViewActionDidFinish:(ADBannerView *)banner;
@end

@protocol ADInterstitialAdDelegate;

@interface ADInterstitialAd : NSObject {
    id _delegate;
    BOOL _loaded;
    BOOL _actionInProgress;
    BOOL _presentedModally;
}
@property (nonatomic, assign) id <ADInterstitialAdDelegate> delegate;
@property (nonatomic, readonly, getter=isLoaded) BOOL loaded;
@property (nonatomic, readonly, getter=isActionInProgress) BOOL actionInProgress;
- (void)cancelAction;
- (void)presentFromViewController:(UIViewController *)viewController;
- (BOOL)presentInView:(UIView *)containerView;
@end

@protocol ADInterstitialAdDelegate <NSObject>
@required
- (void)interstitialAdDidUnload:(ADInterstitialAd *)interstitialAd;
- (void)interstitialAd:(ADInterstitialAd *)interstitialAd didFailWithError:(NSError *)error;
@optional
- (void)interstitialAdDidLoad:(ADInterstitialAd *)interstitialAd;
- (BOOL)interstitialAdActionShouldBegin:(ADInterstitialAd *)interstitialAd willLeaveApplication:(BOOL)willLeave;
- (void)interstitialAdActionDidFinish:(ADInterstitialAd *)interstitialAd;
@end

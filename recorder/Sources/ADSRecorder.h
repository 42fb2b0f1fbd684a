// adsight's recorder: writes what the app does with iAd as an adsession/1 file.
//
// Start a session before the app makes its first ad (application:didFinishLaunching...):
//     [ADSRecorder startSessionWithOptions:nil];
// From then on every call the app makes into ADBannerView and ADInterstitialAd, and every
// delegate callback, is logged by itself. The app adds what only it knows (its pauses,
// transitions, rotations, its own views) with the class methods below.
// Files: <Documents>/adsight/<session id>.jsonl, one line written per event.
//
// Manual retain/release, as iOS 4 apps were written: in an ARC app, compile these files
// with -fno-objc-arc (Build Phases, Compile Sources, Compiler Flags).
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

/// Option keys of startSessionWithOptions: (all optional).
extern NSString *const ADSRecorderSessionId;      // NSString; default: app name, UTC time, pid
extern NSString *const ADSRecorderTitle;          // NSString
extern NSString *const ADSRecorderDirectory;      // NSString; default <Documents>/adsight
extern NSString *const ADSRecorderInfoDictionary; // NSDictionary; default the main bundle's Info.plist
extern NSString *const ADSRecorderIAdLinkage;     // @"weak" or @"required"; default read from the executable

@interface ADSRecorder : NSObject
/// Starts a session (ending a running one); returns its file's path, nil when the file
/// cannot be made (nothing is logged then; the app runs as without the recorder).
+ (NSString *)startSessionWithOptions:(NSDictionary *)options;
/// Ends the session and closes its file.
+ (void)stopSession;
/// The running session's file, or nil.
+ (NSString *)sessionPath;

/// The name the next ad made is logged under (default banner-1, banner-2, full-1...).
+ (void)nameNextAd:(NSString *)name;
/// The name an ad is logged under, or nil.
+ (NSString *)nameOfAd:(id)ad;
/// Gives the ad's setFrame: events a z (views drawn in a higher z draw above).
+ (void)setZ:(NSInteger)z forAd:(id)ad;

/// Logs the view's frame now as "view.frame" named `name`, and again at each setFrame:
/// of it and at each recordTrackedFrames that finds it moved. The view is retained
/// until untrackView: (so that its address is never another view's).
+ (void)trackView:(UIView *)view named:(NSString *)name;
+ (void)trackView:(UIView *)view named:(NSString *)name z:(NSInteger)z;
+ (void)untrackView:(UIView *)view;
/// Logs the frame of every tracked view and ad view whose window frame changed without a
/// setFrame: of its own (autoresizing, a superview moved, a scroll view scrolled).
+ (void)recordTrackedFrames;
/// A frame of one of the app's views, given directly.
+ (void)recordFrame:(CGRect)frame ofView:(NSString *)name z:(NSInteger)z;

/// From the hosting view controller's methods of the same names.
+ (void)willRotateToInterfaceOrientation:(UIInterfaceOrientation)orientation duration:(NSTimeInterval)duration;
+ (void)viewWillAppear;
+ (void)viewWillDisappear;
/// The interface orientation changed while the hosting controller was not told.
+ (void)interfaceOrientationChangedTo:(UIInterfaceOrientation)orientation;
/// The app suspends / resumes its own activities (nil: unnamed).
+ (void)appPaused:(NSString *)what;
+ (void)appResumed:(NSString *)what;
/// A natural break between two screens (a match ends, a page turns).
+ (void)transitionFrom:(NSString *)from to:(NSString *)to;
/// Something needs the user's attention now (an incoming call).
+ (void)urgent:(NSString *)reason;
/// The app shows an alert.
+ (void)alert:(NSString *)message;
/// The user taps an ad / closes a modal full-screen ad (for UI tests that drive the user).
+ (void)userTappedAd:(id)ad;
+ (void)userDismissedAd:(id)ad;
@end

// ADGame of seed 000 (iAdInterstitialSuite): a full-screen ad shown modally between two
// matches when it has loaded (the match's end is the transition), a new ad object made
// whenever the last one unloads or fails; plus the recorder's lines (marked "adsight:").
#import <UIKit/UIKit.h>
#import <iAd/iAd.h>

@interface GameViewController : UIViewController <ADInterstitialAdDelegate> {
    ADInterstitialAd *interstitial;
    BOOL musicPaused;
    int match;
}
@property (nonatomic, readonly) ADInterstitialAd *interstitial;
- (void)cycleInterstitial;
/// The match ends: show the ad if it has loaded, else go on to the next match.
- (void)matchEnded;
/// A VoIP call arrives while the ad's action runs: it needs the user now.
- (void)incomingCall;
@end

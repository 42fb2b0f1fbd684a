// The table app of seed 004 ("Adding iAds to an application in an afternoon"): its
// FirstViewController, with the seed's createBannerView, showBanner, hideBanner,
// rotation handling and delegate-cleared-before-release, plus the recorder's lines an
// integrator adds (marked "adsight:").
#import <UIKit/UIKit.h>
#import <iAd/iAd.h>

@interface TableViewController : UIViewController <ADBannerViewDelegate> {
    UIView *tv;
    ADBannerView *bannerView;
    BOOL timerPaused;
}
@property (nonatomic, retain) UIView *tv;
@property (nonatomic, retain) ADBannerView *bannerView;
- (void)showBanner;
- (void)hideBanner;
/// Not part of the seed: a delegate method the app's own code calls through
/// banner.delegate, to show the recorder forwards what it does not log.
- (NSString *)appOwnMethod;
@end

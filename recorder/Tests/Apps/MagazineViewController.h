// ADMagazine of seed 000 (iAdInterstitialSuite): pages in a paging scroll view, a
// full-screen ad presented modelessly as a page of its own when it loads, the page removed
// and the others shifted when the ad unloads; plus the recorder's lines ("adsight:").
#import <UIKit/UIKit.h>
#import <iAd/iAd.h>

@interface MagazineViewController : UIViewController <ADInterstitialAdDelegate> {
    UIScrollView *scrollView;
    NSMutableArray *pages;
    ADInterstitialAd *interstitial;
    UIView *adPage;
    NSUInteger currentPage;
    BOOL animationsPaused;
}
@property (nonatomic, readonly) ADInterstitialAd *interstitial;
/// The user swipes to page `index` (0-based); the app logs the page turn.
- (void)turnToPage:(NSUInteger)index;
@end

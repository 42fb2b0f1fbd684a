// A banner delegate that implements only some of the protocol and declines actions: the
// recorder must answer for it exactly as iAd would without the recorder.
#import <iAd/iAd.h>

@interface PartialDelegate : NSObject <ADBannerViewDelegate> {
    ADBannerView *banner;
}
@property (nonatomic, assign) ADBannerView *banner;
- (NSString *)appOwnMethod;
@end

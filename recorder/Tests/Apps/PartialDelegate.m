#import "PartialDelegate.h"
#import "iAd/iAdStandInControl.h"

@implementation PartialDelegate
@synthesize banner;
- (void)bannerViewDidLoadAd:(ADBannerView *)b {
    ADStandInNote([NSString stringWithFormat:@"delegate got bannerViewDidLoadAd: banner %@", b == banner ? @"YES" : @"NO"]);
}
- (BOOL)bannerViewActionShouldBegin:(ADBannerView *)b willLeaveApplication:(BOOL)willLeave {
    ADStandInNote(@"delegate got bannerViewActionShouldBegin: and declines");
    return NO;
}
- (NSString *)appOwnMethod { return @"the delegate's own answer"; }
@end

#import "ADSBannerDelegateProxy.h"

@implementation ADSBannerDelegateProxy
+ (BOOL)logsSelector:(SEL)s {
    return sel_isEqual(s, @selector(bannerViewDidLoadAd:))
        || sel_isEqual(s, @selector(bannerView:didFailToReceiveAdWithError:))
        || sel_isEqual(s, @selector(bannerViewActionShouldBegin:willLeaveApplication:))
        || sel_isEqual(s, @selector(bannerViewActionDidFinish:));
}
- (void)bannerViewDidLoadAd:(ADBannerView *)banner {
    [self deliver:@"bannerViewDidLoadAd:" selector:_cmd ad:banner error:nil];
}
- (void)bannerView:(ADBannerView *)banner didFailToReceiveAdWithError:(NSError *)error {
    [self deliver:@"bannerView:didFailToReceiveAdWithError:" selector:_cmd ad:banner error:error];
}
- (BOOL)bannerViewActionShouldBegin:(ADBannerView *)banner willLeaveApplication:(BOOL)willLeave {
    return [self ask:@"bannerViewActionShouldBegin:willLeaveApplication:" selector:_cmd ad:banner willLeave:willLeave];
}
- (void)bannerViewActionDidFinish:(ADBannerView *)banner {
    [self deliver:@"bannerViewActionDidFinish:" selector:_cmd ad:banner error:nil];
}
@end

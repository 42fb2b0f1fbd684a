#import "ADSInterstitialDelegateProxy.h"

@implementation ADSInterstitialDelegateProxy
+ (BOOL)logsSelector:(SEL)s {
    return sel_isEqual(s, @selector(interstitialAdDidLoad:))
        || sel_isEqual(s, @selector(interstitialAdDidUnload:))
        || sel_isEqual(s, @selector(interstitialAd:didFailWithError:))
        || sel_isEqual(s, @selector(interstitialAdActionShouldBegin:willLeaveApplication:))
        || sel_isEqual(s, @selector(interstitialAdActionDidFinish:));
}
- (void)interstitialAdDidLoad:(ADInterstitialAd *)ad {
    [self deliver:@"interstitialAdDidLoad:" selector:_cmd ad:ad error:nil];
}
- (void)interstitialAdDidUnload:(ADInterstitialAd *)ad {
    [self deliver:@"interstitialAdDidUnload:" selector:_cmd ad:ad error:nil];
}
- (void)interstitialAd:(ADInterstitialAd *)ad didFailWithError:(NSError *)error {
    [self deliver:@"interstitialAd:didFailWithError:" selector:_cmd ad:ad error:error];
}
- (BOOL)interstitialAdActionShouldBegin:(ADInterstitialAd *)ad willLeaveApplication:(BOOL)willLeave {
    return [self ask:@"interstitialAdActionShouldBegin:willLeaveApplication:" selector:_cmd ad:ad willLeave:willLeave];
}
- (void)interstitialAdActionDidFinish:(ADInterstitialAd *)ad {
    [self deliver:@"interstitialAdActionDidFinish:" selector:_cmd ad:ad error:nil];
}
@end

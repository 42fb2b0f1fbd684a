// Stand-in ADInterstitialAd: a full-screen ad object with iAd's lifecycle (000).
#import "iAdStandInControl.h"

@implementation ADInterstitialAd
@synthesize delegate = _delegate, loaded = _loaded, actionInProgress = _actionInProgress;

- (void)cancelAction { _actionInProgress = NO; }
- (void)presentFromViewController:(UIViewController *)viewController { _presentedModally = _loaded; }
- (BOOL)presentInView:(UIView *)containerView { return _loaded; }
@end

@implementation ADInterstitialAd (StandInControl)
- (void)standInLoad {
    _loaded = YES;
    ADStandInSend(self.delegate, @selector(interstitialAdDidLoad:), self);
}
- (void)standInUnload {
    _loaded = NO;
    _presentedModally = NO;
    [self.delegate interstitialAdDidUnload:self];
}
- (void)standInFailWithCode:(NSInteger)code message:(NSString *)message {
    _loaded = NO;
    [self.delegate interstitialAd:self didFailWithError:ADStandInMakeError(code, message)];
}
- (BOOL)standInTapWillLeave:(BOOL)willLeave {
    BOOL begin = ADStandInAsk(self.delegate, @selector(interstitialAdActionShouldBegin:willLeaveApplication:), self, willLeave);
    if (begin && !willLeave) _actionInProgress = YES;
    return begin;
}
- (void)standInFinishAction {
    if (!_actionInProgress) return;
    _actionInProgress = NO;
    ADStandInSend(self.delegate, @selector(interstitialAdActionDidFinish:), self);
}
- (void)standInUserDismiss {
    if (!_presentedModally) return;
    [self standInUnload];
}
@end

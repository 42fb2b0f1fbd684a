// Stand-in ADInterstitialAd: a full-screen ad object with iAd's lifecycle (000).
#import "iAdStandInControl.h"

void ADStandInSetLastError(NSError *error);

static NSString *yesNo(BOOL b) { return b ? @"YES" : @"NO"; }

@implementation ADInterstitialAd
@synthesize delegate = _delegate, loaded = _loaded, actionInProgress = _actionInProgress;

- (void)cancelAction { _actionInProgress = NO; }
- (void)presentFromViewController:(UIViewController *)viewController {
    if (!_loaded)
        [NSException raise:NSInternalInconsistencyException format:@"ADInterstitialAd presented before it loaded"];
    _presentedModally = YES;
}
- (BOOL)presentInView:(UIView *)containerView { return _loaded; }
@end

@implementation ADInterstitialAd (StandInControl)
- (void)standInLoad {
    _loaded = YES;
    id d = self.delegate;
    if ([d respondsToSelector:@selector(interstitialAdDidLoad:)]) {
        [d interstitialAdDidLoad:self];
    }
}
- (void)standInUnload {
    _loaded = NO;
    _presentedModally = NO;
    [self.delegate interstitialAdDidUnload:self];
}
- (void)standInFailWithCode:(NSInteger)code message:(NSString *)message {
    _loaded = NO;
    NSDictionary *info = [NSDictionary dictionaryWithObject:message forKey:NSLocalizedDescriptionKey];
    NSError *error = [NSError errorWithDomain:ADErrorDomain code:code userInfo:info];
    ADStandInSetLastError(error);
    [self.delegate interstitialAd:self didFailWithError:error];
}
- (BOOL)standInTapWillLeave:(BOOL)willLeave {
    id d = self.delegate;
    BOOL begin = YES;
    if ([d respondsToSelector:@selector(interstitialAdActionShouldBegin:willLeaveApplication:)]) {
        begin = [d interstitialAdActionShouldBegin:self willLeaveApplication:willLeave];
    }
    ADStandInNote([NSString stringWithFormat:@"iAd got %@ (willLeave %@)", yesNo(begin), yesNo(willLeave)]);
    if (begin && !willLeave) _actionInProgress = YES;
    return begin;
}
- (void)standInFinishAction {
    if (!_actionInProgress) return;
    _actionInProgress = NO;
    id d = self.delegate;
    if ([d respondsToSelector:@selector(interstitialAdActionDidFinish:)]) {
        [d interstitialAdActionDidFinish:self];
    }
}
- (void)standInUserDismiss {
    if (!_presentedModally) return;
    [self standInUnload];
}
@end

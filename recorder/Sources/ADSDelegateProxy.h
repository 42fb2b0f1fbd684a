// The object an ad holds as its delegate while a session records: it logs each callback
// and passes it to the app's delegate unchanged (same ad, same error object, the app's
// answer returned as is). Every other message goes to the app's delegate, and it answers
// isEqual:, hash, isKindOfClass: and conformsToProtocol: as the app's delegate does, so
// that `[banner.delegate isEqual:self]` still holds.
// It does not retain the app's delegate (iAd's delegate property is assign).
#import <Foundation/Foundation.h>

@interface ADSDelegateProxy : NSObject {
    id _target;
}
- (id)initWithTarget:(id)target;
/// The app's delegate.
- (id)target;
/// The callbacks this proxy logs (it answers respondsToSelector: YES for them).
+ (BOOL)logsSelector:(SEL)selector;
/// Logs `event` for the ad now, then forwards `selector` with the ad (and the error) to
/// the app's delegate if it implements it.
- (void)deliver:(NSString *)event selector:(SEL)selector ad:(id)ad error:(NSError *)error;
/// Logs the ...ActionShouldBegin:willLeaveApplication: callback with what the app's
/// delegate returned (YES, iAd's default, when it does not implement it); returns that.
- (BOOL)ask:(NSString *)event selector:(SEL)selector ad:(id)ad willLeave:(BOOL)willLeave;
@end

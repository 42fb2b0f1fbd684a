// What the test driver uses to play the iAd service and the user: not part of iAd's API.
// The stand-in notes in a transcript each answer it got from a delegate (the apps note
// what their delegates received), so that a run with the recorder can be compared with a
// run without it.
#import "iAd.h"

/// Appends one line to the transcript of what iAd and the app's delegates saw.
void ADStandInNote(NSString *line);
/// The transcript so far.
NSArray *ADStandInTranscript(void);
/// The error object the stand-in passed last (a delegate checks it got that very object).
NSError *ADStandInLastError(void);
/// A new ADErrorDomain error (remembered as the last one sent).
NSError *ADStandInMakeError(NSInteger code, NSString *message);
/// Asks the delegate whether an action may begin, as iAd does; notes the answer.
BOOL ADStandInAsk(id delegate, SEL selector, id ad, BOOL willLeave);
/// Sends a one-argument callback if the delegate implements it.
void ADStandInSend(id delegate, SEL selector, id ad);

@interface ADBannerView (StandInControl)
- (void)standInLoadAd;
- (void)standInFailWithCode:(NSInteger)code message:(NSString *)message;
/// The user taps the banner: asks the delegate; returns whether the action began.
- (BOOL)standInTapWillLeave:(BOOL)willLeave;
- (void)standInFinishAction;
@end

@interface ADInterstitialAd (StandInControl)
- (void)standInLoad;
- (void)standInUnload;
- (void)standInFailWithCode:(NSInteger)code message:(NSString *)message;
- (BOOL)standInTapWillLeave:(BOOL)willLeave;
- (void)standInFinishAction;
/// The user closes a modally presented ad: its content expires at once (000).
- (void)standInUserDismiss;
@end

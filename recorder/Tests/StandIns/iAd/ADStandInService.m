// What both stand-in ad classes do as iAd's service: the transcript, the errors they
// send, and asking a delegate whether an action may begin.
#import "iAdStandInControl.h"

static NSMutableArray *transcript;
static NSError *lastError;

void ADStandInNote(NSString *line) {
    if (!transcript) transcript = [[NSMutableArray alloc] init];
    [transcript addObject:line];
}
NSArray *ADStandInTranscript(void) { return transcript; }
NSError *ADStandInLastError(void) { return lastError; }

NSError *ADStandInMakeError(NSInteger code, NSString *message) {
    NSDictionary *info = [NSDictionary dictionaryWithObject:message forKey:NSLocalizedDescriptionKey];
    [lastError release];
    lastError = [[NSError errorWithDomain:ADErrorDomain code:code userInfo:info] retain];
    return lastError;
}

// iAd allows the action when the delegate does not implement the should-begin method.
BOOL ADStandInAsk(id delegate, SEL selector, id ad, BOOL willLeave) {
    BOOL begin = YES;
    if ([delegate respondsToSelector:selector]) {
        BOOL (*ask)(id, SEL, id, BOOL) = (BOOL (*)(id, SEL, id, BOOL))[delegate methodForSelector:selector];
        begin = ask(delegate, selector, ad, willLeave);
    }
    ADStandInNote([NSString stringWithFormat:@"iAd got %@ (willLeave %@)", begin ? @"YES" : @"NO", willLeave ? @"YES" : @"NO"]);
    return begin;
}

/// Sends a one-argument callback if the delegate implements it.
void ADStandInSend(id delegate, SEL selector, id ad) {
    if ([delegate respondsToSelector:selector]) [delegate performSelector:selector withObject:ad];
}

#import "ADSLog.h"
#import "ADSThreadState.h"

static ADSSessionWriter *activeWriter;

ADSSessionWriter *ADSActiveWriter(void) {
    if (!activeWriter) return nil;
    @synchronized([ADSSessionWriter class]) { return [[activeWriter retain] autorelease]; }
}
void ADSSetActiveWriter(ADSSessionWriter *writer) {
    @synchronized([ADSSessionWriter class]) {
        [writer retain];
        [activeWriter release];
        activeWriter = writer;
    }
}
ADSJSONLine *ADSAdEvent(NSString *event, NSString *ad) {
    ADSJSONLine *line = [ADSJSONLine eventNamed:event];
    [line addString:ad forKey:@"ad"];
    [line addString:ADSThreadName() forKey:@"thread"];
    return line;
}
ADSJSONLine *ADSAppEvent(NSString *event) {
    ADSJSONLine *line = [ADSJSONLine eventNamed:event];
    if (![NSThread isMainThread]) [line addString:ADSThreadName() forKey:@"thread"];
    return line;
}
void ADSWrite(ADSJSONLine *event) {
    ADSSessionWriter *writer = ADSActiveWriter();
    if (!writer) return;
    if ([event isBroken]) {
        ADSJSONLine *note = ADSAppEvent(@"recorder.unwritable");
        [note addString:@"a number in this event is not finite" forKey:@"reason"];
        [note addString:[event fields] forKey:@"fields"];
        event = note;
    }
    [writer writeEvent:event];
}
CGRect ADSWindowFrame(UIView *view) {
    if (![view superview]) return [view frame];  // not in a hierarchy yet: its frame as set
    UIView *root = view;
    while ([root superview] && ![[root superview] isKindOfClass:[UIWindow class]]) root = [root superview];
    return [view convertRect:[view bounds] toView:root];
}
BOOL ADSInViewController(UIView *view) {
    for (UIView *v = view; v; v = [v superview])
        if ([[v nextResponder] isKindOfClass:[UIViewController class]]) return YES;
    return NO;
}
void ADSLogViewFrame(ADSTracked *entry, UIView *view, BOOL onlyIfChanged) {
    CGRect frame = ADSWindowFrame(view);
    if (onlyIfChanged && entry.hasFrame && CGRectEqualToRect(frame, entry.lastFrame)) return;
    entry.lastFrame = frame;
    entry.hasFrame = YES;
    ADSJSONLine *line;
    if (entry.kind == ADSTrackedAppView) {
        line = ADSAppEvent(@"view.frame");
        [line addString:entry.name forKey:@"view"];
    } else {
        line = ADSAdEvent(@"setFrame:", entry.name);
    }
    [line addFrame:frame forKey:@"frame"];
    if (entry.hasZ) [line addInteger:entry.z forKey:@"z"];
    ADSWrite(line);
}

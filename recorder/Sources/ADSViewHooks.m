// UIView's setFrame:, setHidden: and didMoveToSuperview, logged for the views the recorder
// tracks: banners (they inherit these from UIView), the host views of full-screen ads,
// and the app's views given to trackView:named:.
#import "ADSHooks.h"
#import "ADSLog.h"
#import "ADSRegistry.h"
#import "ADSSwizzle.h"
#import "ADSThreadState.h"

static IMP originalSetFrame, originalSetHidden, originalDidMove;

// iAd's own nested calls (inside a logged call into iAd) are not the app's: the frame
// setCurrentContentSizeIdentifier: gives the banner is known to the model already.
static void hookedSetFrame(UIView *self, SEL _cmd, CGRect frame) {
    ((void (*)(id, SEL, CGRect))originalSetFrame)(self, _cmd, frame);
    ADSTracked *entry = [ADSRegistry entryFor:self];
    if (!entry || !ADSActiveWriter()) return;
    if (ADSInsideCall() && entry.kind != ADSTrackedAppView) {
        entry.lastFrame = ADSWindowFrame(self);
        entry.hasFrame = YES;
        return;
    }
    ADSLogViewFrame(entry, self, NO);
}

static void hookedSetHidden(UIView *self, SEL _cmd, BOOL hidden) {
    ((void (*)(id, SEL, BOOL))originalSetHidden)(self, _cmd, hidden);
    ADSTracked *entry = [ADSRegistry entryFor:self];
    if (!entry || entry.kind != ADSTrackedBanner || !ADSActiveWriter()) return;
    ADSJSONLine *line = ADSAdEvent(@"setHidden:", entry.name);
    [line addBool:hidden forKey:@"hidden"];
    ADSWrite(line);
}

// Added to or removed from a superview: view.add / view.remove, and the frame in window
// coordinates when moving changed it (a banner framed before it was added).
static void hookedDidMove(UIView *self, SEL _cmd) {
    ((void (*)(id, SEL))originalDidMove)(self, _cmd);
    ADSTracked *entry = [ADSRegistry entryFor:self];
    if (!entry || entry.kind == ADSTrackedAppView || !ADSActiveWriter()) return;
    if ([self superview]) {
        ADSJSONLine *line = ADSAdEvent(@"view.add", entry.name);
        [line addBool:ADSInViewController(self) forKey:@"inViewController"];
        ADSWrite(line);
        ADSLogViewFrame(entry, self, YES);
    } else {
        ADSWrite(ADSAdEvent(@"view.remove", entry.name));
        if (entry.kind == ADSTrackedHostView) [ADSRegistry removeEntryFor:self];
    }
}

void ADSInstallViewHooks(void) {
    Class view = [UIView class];
    originalSetFrame = ADSReplaceMethod(view, @selector(setFrame:), (IMP)hookedSetFrame);
    originalSetHidden = ADSReplaceMethod(view, @selector(setHidden:), (IMP)hookedSetHidden);
    originalDidMove = ADSReplaceMethod(view, @selector(didMoveToSuperview), (IMP)hookedDidMove);
}

// ADInterstitialAd's methods the app calls, logged with the calling thread; each calls
// iAd's own implementation unchanged.
#import <iAd/iAd.h>
#import "ADSHooks.h"
#import "ADSInterstitialDelegateProxy.h"
#import "ADSLog.h"
#import "ADSRegistry.h"
#import "ADSSwizzle.h"
#import "ADSThreadState.h"

static IMP originalInit, originalSetDelegate, originalIsLoaded, originalPresentModal,
    originalPresentInView, originalCancel, originalDealloc;

static ADSTracked *outerEntry(id ad) {
    return ADSInsideCall() || !ADSActiveWriter() ? nil : [ADSRegistry entryFor:ad];
}

static id hookedInit(ADInterstitialAd *self, SEL _cmd) {
    BOOL outer = ADSEnterCall();
    id ad = ((id (*)(id, SEL))originalInit)(self, _cmd);
    ADSLeaveCall();
    if (!ad || !outer || !ADSActiveWriter()) return ad;
    ADSTracked *entry = [ADSRegistry addEntryFor:ad kind:ADSTrackedInterstitial
                                            name:[ADSRegistry nextAdNameOfKind:ADSTrackedInterstitial]];
    ADSJSONLine *line = ADSAdEvent(@"init", entry.name);
    [line addString:@"ADInterstitialAd" forKey:@"class"];
    ADSWrite(line);
    return ad;
}

static void hookedSetDelegate(ADInterstitialAd *self, SEL _cmd, id delegate) {
    id passed = ADSWrapDelegate(self, delegate, [ADSInterstitialDelegateProxy class]);
    ADSEnterCall();
    ((void (*)(id, SEL, id))originalSetDelegate)(self, _cmd, passed);
    ADSLeaveCall();
}

static BOOL hookedIsLoaded(ADInterstitialAd *self, SEL _cmd) {
    ADSTracked *entry = outerEntry(self);
    ADSEnterCall();
    BOOL loaded = ((BOOL (*)(id, SEL))originalIsLoaded)(self, _cmd);
    ADSLeaveCall();
    if (entry) {
        ADSJSONLine *line = ADSAdEvent(@"loaded", entry.name);
        [line addBool:loaded forKey:@"value"];
        ADSWrite(line);
    }
    return loaded;
}

static void hookedPresentModal(ADInterstitialAd *self, SEL _cmd, UIViewController *controller) {
    ADSTracked *entry = outerEntry(self);
    if (entry) ADSWrite(ADSAdEvent(@"presentFromViewController:", entry.name));
    ADSEnterCall();
    ((void (*)(id, SEL, id))originalPresentModal)(self, _cmd, controller);
    ADSLeaveCall();
}

// The host view is tracked from here on: its setFrame: is the ad's, its removal the
// ad's view.remove. The answer (NO: not presented) is kept in an extra field.
static BOOL hookedPresentInView(ADInterstitialAd *self, SEL _cmd, UIView *view) {
    ADSTracked *entry = outerEntry(self);
    if (entry) {
        ADSTracked *host = [ADSRegistry addEntryFor:view kind:ADSTrackedHostView name:entry.name];
        host.view = view;
        host.lastFrame = ADSWindowFrame(view);
        host.hasFrame = YES;
    }
    ADSSessionWriter *writer = entry ? ADSActiveWriter() : nil;
    NSUInteger slot = [writer beginHold];
    ADSEnterCall();
    BOOL presented = ((BOOL (*)(id, SEL, id))originalPresentInView)(self, _cmd, view);
    ADSLeaveCall();
    if (writer) {
        ADSJSONLine *line = ADSAdEvent(@"presentInView:", entry.name);
        [line addFrame:ADSWindowFrame(view) forKey:@"frame"];
        [line addBool:ADSInViewController(view) forKey:@"inViewController"];
        [line addBool:presented forKey:@"returned"];
        [writer endHold:slot withEvent:line];
    }
    return presented;
}

static void hookedCancel(ADInterstitialAd *self, SEL _cmd) {
    ADSTracked *entry = outerEntry(self);
    if (entry) ADSWrite(ADSAdEvent(@"cancelAction", entry.name));
    ADSEnterCall();
    ((void (*)(id, SEL))originalCancel)(self, _cmd);
    ADSLeaveCall();
}

static void hookedDealloc(ADInterstitialAd *self, SEL _cmd) {
    ADSLogAdDealloc(self);
    ((void (*)(id, SEL))originalDealloc)(self, _cmd);
}

void ADSInstallInterstitialHooks(void) {
    Class cls = NSClassFromString(@"ADInterstitialAd");
    if (!cls) return;
    originalInit = ADSReplaceMethod(cls, @selector(init), (IMP)hookedInit);
    originalSetDelegate = ADSReplaceMethod(cls, @selector(setDelegate:), (IMP)hookedSetDelegate);
    originalIsLoaded = ADSReplaceMethod(cls, @selector(isLoaded), (IMP)hookedIsLoaded);
    originalPresentModal = ADSReplaceMethod(cls, @selector(presentFromViewController:), (IMP)hookedPresentModal);
    originalPresentInView = ADSReplaceMethod(cls, @selector(presentInView:), (IMP)hookedPresentInView);
    originalCancel = ADSReplaceMethod(cls, @selector(cancelAction), (IMP)hookedCancel);
    originalDealloc = ADSReplaceMethod(cls, @selector(dealloc), (IMP)hookedDealloc);
}

// ADBannerView's methods the app calls, logged with the calling thread. Each replacement
// calls iAd's own implementation with the same arguments and returns what it returned.
#import <iAd/iAd.h>
#import "ADSHooks.h"
#import "ADSBannerDelegateProxy.h"
#import "ADSLog.h"
#import "ADSNames.h"
#import "ADSRegistry.h"
#import "ADSSwizzle.h"
#import "ADSThreadState.h"

static IMP originalInit, originalSetDelegate, originalSetRequired, originalSetCurrent,
    originalIsLoaded, originalCancel, originalDealloc;

static id hookedInit(ADBannerView *self, SEL _cmd, CGRect frame) {
    BOOL outer = ADSEnterCall();
    id banner = ((id (*)(id, SEL, CGRect))originalInit)(self, _cmd, frame);
    ADSLeaveCall();
    if (!banner || !outer || !ADSActiveWriter()) return banner;
    ADSTracked *entry = [ADSRegistry addEntryFor:banner kind:ADSTrackedBanner
                                            name:[ADSRegistry nextAdNameOfKind:ADSTrackedBanner]];
    // The frame iAd gave the new view, in window coordinates (it has no superview yet).
    CGRect made = ADSWindowFrame(banner);
    entry.lastFrame = made;
    entry.hasFrame = YES;
    ADSJSONLine *line = ADSAdEvent(@"initWithFrame:", entry.name);
    [line addString:@"ADBannerView" forKey:@"class"];
    [line addFrame:made forKey:@"frame"];
    ADSWrite(line);
    return banner;
}

static void hookedSetDelegate(ADBannerView *self, SEL _cmd, id delegate) {
    id passed = ADSWrapDelegate(self, delegate, [ADSBannerDelegateProxy class]);
    ADSEnterCall();
    ((void (*)(id, SEL, id))originalSetDelegate)(self, _cmd, passed);
    ADSLeaveCall();
}

static void hookedSetRequired(ADBannerView *self, SEL _cmd, NSSet *identifiers) {
    ADSTracked *entry = ADSInsideCall() ? nil : [ADSRegistry entryFor:self];
    if (entry && ADSActiveWriter()) {
        ADSJSONLine *line = ADSAdEvent(@"setRequiredContentSizeIdentifiers:", entry.name);
        [line addStrings:ADSContentSizeNames(identifiers) forKey:@"identifiers"];
        ADSWrite(line);
    }
    ADSEnterCall();
    ((void (*)(id, SEL, id))originalSetRequired)(self, _cmd, identifiers);
    ADSLeaveCall();
}

static void hookedSetCurrent(ADBannerView *self, SEL _cmd, NSString *identifier) {
    ADSTracked *entry = ADSInsideCall() ? nil : [ADSRegistry entryFor:self];
    if (entry && ADSActiveWriter()) {
        ADSJSONLine *line = ADSAdEvent(@"setCurrentContentSizeIdentifier:", entry.name);
        [line addString:ADSContentSizeName(identifier) forKey:@"identifier"];
        ADSWrite(line);
    }
    ADSEnterCall();
    ((void (*)(id, SEL, id))originalSetCurrent)(self, _cmd, identifier);
    ADSLeaveCall();
}

static BOOL hookedIsLoaded(ADBannerView *self, SEL _cmd) {
    BOOL outer = ADSEnterCall();
    BOOL loaded = ((BOOL (*)(id, SEL))originalIsLoaded)(self, _cmd);
    ADSLeaveCall();
    ADSTracked *entry = outer ? [ADSRegistry entryFor:self] : nil;
    if (entry && ADSActiveWriter()) {
        ADSJSONLine *line = ADSAdEvent(@"bannerLoaded", entry.name);
        [line addBool:loaded forKey:@"value"];
        ADSWrite(line);
    }
    return loaded;
}

// Logged before iAd runs it: cancelling calls bannerViewActionDidFinish: at once.
static void hookedCancel(ADBannerView *self, SEL _cmd) {
    ADSTracked *entry = ADSInsideCall() ? nil : [ADSRegistry entryFor:self];
    if (entry && ADSActiveWriter()) ADSWrite(ADSAdEvent(@"cancelBannerViewAction", entry.name));
    ADSEnterCall();
    ((void (*)(id, SEL))originalCancel)(self, _cmd);
    ADSLeaveCall();
}

static void hookedDealloc(ADBannerView *self, SEL _cmd) {
    ADSLogAdDealloc(self);
    ((void (*)(id, SEL))originalDealloc)(self, _cmd);
}

void ADSInstallBannerHooks(void) {
    Class cls = NSClassFromString(@"ADBannerView");
    if (!cls) return;
    originalInit = ADSReplaceMethod(cls, @selector(initWithFrame:), (IMP)hookedInit);
    originalSetDelegate = ADSReplaceMethod(cls, @selector(setDelegate:), (IMP)hookedSetDelegate);
    originalSetRequired = ADSReplaceMethod(cls, @selector(setRequiredContentSizeIdentifiers:), (IMP)hookedSetRequired);
    originalSetCurrent = ADSReplaceMethod(cls, @selector(setCurrentContentSizeIdentifier:), (IMP)hookedSetCurrent);
    originalIsLoaded = ADSReplaceMethod(cls, @selector(isBannerLoaded), (IMP)hookedIsLoaded);
    originalCancel = ADSReplaceMethod(cls, @selector(cancelBannerViewAction), (IMP)hookedCancel);
    originalDealloc = ADSReplaceMethod(cls, @selector(dealloc), (IMP)hookedDealloc);
}

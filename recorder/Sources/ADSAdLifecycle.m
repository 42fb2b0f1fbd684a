// What banners and full-screen ads share: setting the delegate and the end of an ad.
#import "ADSHooks.h"
#import "ADSDelegateProxy.h"
#import "ADSLog.h"
#import "ADSRegistry.h"
#import "ADSThreadState.h"

id ADSWrapDelegate(id ad, id delegate, Class proxyClass) {
    ADSTracked *entry = ADSInsideCall() ? nil : [ADSRegistry entryFor:ad];
    if (!entry) return delegate;  // an ad made before the session: passed through as is
    if ([delegate isKindOfClass:[ADSDelegateProxy class]] && [delegate class] == proxyClass)
        delegate = [delegate target];  // the app set banner.delegate = banner.delegate
    if (ADSActiveWriter()) {
        ADSJSONLine *line = ADSAdEvent(@"setDelegate:", entry.name);
        [line addBool:delegate != nil forKey:@"delegate"];
        ADSWrite(line);
    }
    id proxy = delegate ? [[[proxyClass alloc] initWithTarget:delegate] autorelease] : nil;
    [[entry.proxy retain] autorelease];  // the old proxy outlives this call (it may be running)
    entry.proxy = proxy;
    return proxy;
}

// Under manual retain/release the ad's last release deallocates it; under ARC, the last
// strong reference going away does: either way the format's "release" is the dealloc.
void ADSLogAdDealloc(id ad) {
    ADSTracked *entry = [ADSRegistry removeEntryFor:ad];
    if (!entry) return;
    if (ADSActiveWriter()) ADSWrite(ADSAdEvent(@"release", entry.name));
    for (ADSTracked *view in [ADSRegistry viewEntries])
        if (view.kind == ADSTrackedHostView && [view.name isEqual:entry.name]) [ADSRegistry removeEntryFor:view.object];
}

#import "ADSRegistry.h"

static NSMutableDictionary *entries;
static NSMutableArray *order;
static volatile NSUInteger entryCount;
static int banners, interstitials;
static NSString *nextName;

static NSValue *keyFor(id object) { return [NSValue valueWithPointer:object]; }

@implementation ADSRegistry
+ (ADSTracked *)entryFor:(id)object {
    if (entryCount == 0 || !object) return nil;
    @synchronized(self) { return [[[entries objectForKey:keyFor(object)] retain] autorelease]; }
}
+ (ADSTracked *)addEntryFor:(id)object kind:(ADSTrackedKind)kind name:(NSString *)name {
    ADSTracked *entry = [[[ADSTracked alloc] init] autorelease];
    entry.kind = kind;
    entry.name = name;
    entry.object = object;
    @synchronized(self) {
        if (!entries) { entries = [[NSMutableDictionary alloc] init]; order = [[NSMutableArray alloc] init]; }
        NSValue *key = keyFor(object);
        ADSTracked *old = [entries objectForKey:key];
        if (old) [order removeObjectIdenticalTo:old];
        [entries setObject:entry forKey:key];
        [order addObject:entry];
        entryCount = [entries count];
    }
    return entry;
}
+ (ADSTracked *)removeEntryFor:(id)object {
    if (entryCount == 0 || !object) return nil;
    @synchronized(self) {
        NSValue *key = keyFor(object);
        ADSTracked *entry = [[[entries objectForKey:key] retain] autorelease];
        if (!entry) return nil;
        [entries removeObjectForKey:key];
        [order removeObjectIdenticalTo:entry];
        entryCount = [entries count];
        return entry;
    }
}
+ (NSString *)nextAdNameOfKind:(ADSTrackedKind)kind {
    @synchronized(self) {
        if (nextName) { NSString *name = [nextName autorelease]; nextName = nil; return name; }
        if (kind == ADSTrackedBanner) return [NSString stringWithFormat:@"banner-%d", ++banners];
        return [NSString stringWithFormat:@"full-%d", ++interstitials];
    }
}
+ (void)setNextAdName:(NSString *)name {
    @synchronized(self) { [nextName release]; nextName = [name copy]; }
}
+ (NSArray *)viewEntries {
    NSMutableArray *views = [NSMutableArray array];
    @synchronized(self) {
        for (ADSTracked *entry in order)
            if (entry.kind != ADSTrackedInterstitial) [views addObject:entry];
    }
    return views;
}
+ (void)resetNames {
    @synchronized(self) { banners = 0; interstitials = 0; [nextName release]; nextName = nil; }
}
@end

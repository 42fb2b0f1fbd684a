#import "ADSThreadState.h"
#include <pthread.h>

static pthread_key_t depthKey;
static pthread_once_t depthOnce = PTHREAD_ONCE_INIT;
static void makeKey(void) { pthread_key_create(&depthKey, NULL); }

static long depth(void) {
    pthread_once(&depthOnce, makeKey);
    return (long)(intptr_t)pthread_getspecific(depthKey);
}
static void setDepth(long d) { pthread_setspecific(depthKey, (void *)(intptr_t)d); }

BOOL ADSEnterCall(void) {
    long d = depth();
    setDepth(d + 1);
    return d == 0;
}
void ADSLeaveCall(void) { setDepth(depth() - 1); }
BOOL ADSInsideCall(void) { return depth() > 0; }
long ADSSuspendDepth(void) {
    long d = depth();
    setDepth(0);
    return d;
}
void ADSResumeDepth(long saved) { setDepth(saved); }

NSString *ADSThreadName(void) {
    if ([NSThread isMainThread]) return @"main";
    NSThread *thread = [NSThread currentThread];
    if ([[thread name] length]) return [thread name];
    NSMutableDictionary *d = [thread threadDictionary];
    NSString *name = [d objectForKey:@"ADSThreadName"];
    if (!name) {
        static int next = 0;
        @synchronized([NSThread class]) { next++; name = [NSString stringWithFormat:@"thread-%d", next]; }
        [d setObject:name forKey:@"ADSThreadName"];
    }
    return name;
}

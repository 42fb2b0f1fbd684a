#import "ADSClock.h"
#ifdef __APPLE__
#include <mach/mach_time.h>
#else
#include <time.h>
#endif

double ADSMonotonicSeconds(void) {
#ifdef __APPLE__
    static mach_timebase_info_data_t timebase;
    if (timebase.denom == 0) mach_timebase_info(&timebase);
    return (double)mach_absolute_time() * timebase.numer / timebase.denom / 1e9;
#else
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
#endif
}

static ADSClockFunction sessionClock = ADSMonotonicSeconds;

ADSClockFunction ADSSessionClock(void) { return sessionClock; }
void ADSSetSessionClock(ADSClockFunction clock) { sessionClock = clock ? clock : ADSMonotonicSeconds; }

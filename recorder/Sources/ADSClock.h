// The session clock: seconds from a monotonic source (it never jumps when the user or the
// network sets the wall clock). iOS 4 has no clock_gettime: mach_absolute_time there.
#import <Foundation/Foundation.h>

typedef double (*ADSClockFunction)(void);

/// Seconds of the monotonic clock (arbitrary origin).
double ADSMonotonicSeconds(void);
/// The clock sessions read: ADSMonotonicSeconds unless a test replaced it.
ADSClockFunction ADSSessionClock(void);
/// Replaces the session clock (NULL restores the monotonic one). For tests that need
/// exact times; set it before the session starts.
void ADSSetSessionClock(ADSClockFunction clock);

// Per-thread state of the recorder: how deep the thread is inside a recorded call into
// iAd (iAd's own nested calls, such as the setFrame: that setCurrentContentSizeIdentifier:
// makes, are not the app's and are not logged), and the name a thread is logged under.
// pthread keys, not __thread: iOS 4's toolchain has no thread-local storage.
#import <Foundation/Foundation.h>

/// Enters a recorded call; returns YES when it is the app's own (outermost) call.
BOOL ADSEnterCall(void);
void ADSLeaveCall(void);
/// Whether this thread is inside a recorded call into iAd.
BOOL ADSInsideCall(void);
/// Suspends the depth while iAd calls into the app's delegate (what the app does there is
/// the app's again); returns what ADSResumeDepth needs.
long ADSSuspendDepth(void);
void ADSResumeDepth(long saved);
/// "main" on the main thread; else the thread's name, or "thread-N" numbered in the order
/// the recorder first saw each unnamed thread.
NSString *ADSThreadName(void);

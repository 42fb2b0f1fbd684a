// The session's first line: the device (UIDevice, uname), the app (its Info.plist), how it
// links iAd, the interface orientation and the wall-clock time it started.
#import <Foundation/Foundation.h>
#import "ADSJSONLine.h"

/// `options` are ADSRecorder's (see ADSRecorder.h); `info` is the Info.plist dictionary.
ADSJSONLine *ADSMakeHeader(NSString *sessionId, NSDictionary *options, NSDictionary *info);
/// "weak" or "required" as read from the main executable's load commands (Mach-O), or
/// nil where that cannot be read (not an Apple platform, or iAd not linked at all).
NSString *ADSLinkageOfIAd(void);
/// The default session id: the app's name, the start time (UTC) and the process id.
NSString *ADSDefaultSessionId(NSDictionary *info);

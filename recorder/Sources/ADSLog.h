// What the hooks, the delegate proxies and the helpers share: the running session and
// how one event becomes a line.
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>
#import "ADSJSONLine.h"
#import "ADSSessionWriter.h"
#import "ADSTracked.h"

/// The running session's writer, or nil (then nothing is logged and everything is still
/// passed through unchanged).
ADSSessionWriter *ADSActiveWriter(void);
void ADSSetActiveWriter(ADSSessionWriter *writer);
/// An event about an ad, with the calling thread (the format's `thread`).
ADSJSONLine *ADSAdEvent(NSString *event, NSString *ad);
/// An app or device event; `thread` only when not on the main thread.
ADSJSONLine *ADSAppEvent(NSString *event);
/// Writes the event to the running session. A line that cannot be valid JSON (a NaN
/// frame) is written as the event "recorder.unwritable" naming it: adsight keeps and
/// warns about an unknown event, where a bad line would make the session invalid.
void ADSWrite(ADSJSONLine *event);
/// The view's frame in the coordinates of its hierarchy's root view (the view under the
/// window, which UIKit rotates with the interface: the format's window coordinates for
/// the current interface orientation).
CGRect ADSWindowFrame(UIView *view);
/// Whether the view's hierarchy is attached to a view controller's `view`.
BOOL ADSInViewController(UIView *view);
/// Logs the frame of a tracked view: "setFrame:" for an ad's view, "view.frame" for an
/// app view; with `onlyIfChanged`, nothing when it equals the last frame logged.
void ADSLogViewFrame(ADSTracked *entry, UIView *view, BOOL onlyIfChanged);

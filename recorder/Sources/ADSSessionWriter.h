// One session file: the header, then one event per line, each written to the file with a
// single write(2) as it happens (no buffer in the process: a crash or a kill loses nothing
// written before it). `t` is read under the writer's lock, so that lines from several
// threads are in file order and `t` never decreases.
#import <Foundation/Foundation.h>
#include <pthread.h>
#import "ADSJSONLine.h"

@interface ADSSessionWriter : NSObject {
    int _fd;
    double _start;
    pthread_mutex_t _lock;
    NSMutableArray *_held;
    NSUInteger _holds;
    NSString *_path;
}
/// Creates `directory`/`name`.jsonl (never overwriting: -2, -3... when taken) and writes
/// the header line. nil when the file cannot be made.
- (id)initWithDirectory:(NSString *)directory name:(NSString *)name header:(ADSJSONLine *)header;
@property (nonatomic, readonly) NSString *path;
/// Writes one event now, `t` first.
- (void)writeEvent:(ADSJSONLine *)event;
/// Reads `t` for an event whose fields are known only later (a delegate's answer).
/// Until every hold ends, later events wait in memory behind it, so that the file stays
/// in time order; returns the slot to pass to endHold:withEvent:.
- (NSUInteger)beginHold;
- (void)endHold:(NSUInteger)slot withEvent:(ADSJSONLine *)event;
- (void)close;
@end

#import "ADSSessionWriter.h"
#import "ADSClock.h"
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

static NSString *lineText(NSString *t, ADSJSONLine *event) {
    return [NSString stringWithFormat:@"{\"t\": %@, %@}\n", t, [event fields]];
}

// The session's seconds with exactly three decimals (equal `t`s stay equal).
static NSString *formatT(double seconds) {
    long long ms = llround((seconds > 0 ? seconds : 0) * 1000.0);
    return [NSString stringWithFormat:@"%lld.%03lld", ms / 1000, ms % 1000];
}

@interface ADSSessionWriter ()
- (void)writeText:(NSString *)text;
- (NSString *)now;
@end

@implementation ADSSessionWriter
@synthesize path = _path;

- (id)initWithDirectory:(NSString *)directory name:(NSString *)name header:(ADSJSONLine *)header {
    if (!(self = [super init])) return nil;
    _fd = -1;
    [[NSFileManager defaultManager] createDirectoryAtPath:directory withIntermediateDirectories:YES
                                               attributes:nil error:NULL];
    for (int n = 1; n < 1000 && _fd < 0; n++) {
        NSString *file = n == 1 ? name : [NSString stringWithFormat:@"%@-%d", name, n];
        NSString *path = [directory stringByAppendingPathComponent:[file stringByAppendingPathExtension:@"jsonl"]];
        _fd = open([path fileSystemRepresentation], O_WRONLY | O_CREAT | O_EXCL | O_APPEND, 0644);
        if (_fd >= 0) _path = [path copy];
        else if (errno != EEXIST) break;
    }
    if (_fd < 0) { [self release]; return nil; }
    pthread_mutex_init(&_lock, NULL);
    _held = [[NSMutableArray alloc] init];
    _start = ADSSessionClock()();
    [self writeText:[NSString stringWithFormat:@"{%@}\n", [header fields]]];
    return self;
}
- (void)dealloc {
    [self close];
    pthread_mutex_destroy(&_lock);
    [_held release];
    [_path release];
    [super dealloc];
}
// Loops over short writes and EINTR; the line is ASCII (ADSJSONLine escapes the rest).
- (void)writeText:(NSString *)text {
    const char *bytes = [text UTF8String];
    size_t left = strlen(bytes);
    while (left > 0 && _fd >= 0) {
        ssize_t n = write(_fd, bytes, left);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return;
        bytes += n; left -= (size_t)n;
    }
}
- (NSString *)now { return formatT(ADSSessionClock()() - _start); }
- (void)writeEvent:(ADSJSONLine *)event {
    pthread_mutex_lock(&_lock);
    NSString *line = lineText([self now], event);
    if (_holds > 0) [_held addObject:line];
    else [self writeText:line];
    pthread_mutex_unlock(&_lock);
}
- (NSUInteger)beginHold {
    pthread_mutex_lock(&_lock);
    NSUInteger slot = [_held count];
    [_held addObject:[NSArray arrayWithObject:[self now]]];  // a placeholder holding its `t`
    _holds++;
    pthread_mutex_unlock(&_lock);
    return slot;
}
- (void)endHold:(NSUInteger)slot withEvent:(ADSJSONLine *)event {
    pthread_mutex_lock(&_lock);
    NSString *t = [[_held objectAtIndex:slot] objectAtIndex:0];
    [_held replaceObjectAtIndex:slot withObject:lineText(t, event)];
    if (--_holds == 0) {
        for (NSString *line in _held) [self writeText:line];
        [_held removeAllObjects];
    }
    pthread_mutex_unlock(&_lock);
}
- (void)close {
    if (_fd >= 0) { close(_fd); _fd = -1; }
}
@end

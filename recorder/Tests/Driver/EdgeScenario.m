// What a recorder gets wrong easily: text that needs escaping (quotes, control characters,
// U+2028, emoji, an unpaired surrogate), calls from background threads (named and not),
// a delegate that implements only part of the protocol and declines an action, a failure
// it does not handle, an alert right after it, a frame that is not a number, setHidden:.
#import "Driver.h"
#import "PartialDelegate.h"
#import "iAd/iAdStandInControl.h"
#import "ADSRecorder.h"
#include <math.h>
#include <unistd.h>

// A string as iOS's NSString can hold it, an unpaired surrogate included (GNUstep's own
// strings refuse one): the class cluster's two primitive methods over UTF-16 code units.
@interface UTF16String : NSString {
    unichar *units;
    NSUInteger count;
}
- (id)initWithUnits:(const unichar *)u count:(NSUInteger)n;
@end
@implementation UTF16String
- (id)initWithUnits:(const unichar *)u count:(NSUInteger)n {
    if ((self = [super init])) {
        units = malloc(sizeof(unichar) * n);
        memcpy(units, u, sizeof(unichar) * n);
        count = n;
    }
    return self;
}
- (void)dealloc { free(units); [super dealloc]; }
- (NSUInteger)length { return count; }
- (unichar)characterAtIndex:(NSUInteger)i { return units[i]; }
@end

// Quotes, a backslash, a newline, a tab, control characters, an accented letter, a check
// mark, U+2028, an emoji (a surrogate pair), a lone high surrogate.
static NSString *awkward(void) {
    static const unichar units[] = {
        'T', 'a', 'b', ' ', '"', 'T', 'o', 'p', '"', ' ', '\\', ' ', 'a', '\n', 'b', '\t', 0x01, 0x1F, ' ',
        'c', 'a', 'f', 0xE9, ' ', 0x2713, ' ', 0x2028, ' ', 0xD83D, 0xDE00, ' ', 'l', 'o', 'n', 'e', ' ', 0xD800, ' ', 'e', 'n', 'd'
    };
    return [[[UTF16String alloc] initWithUnits:units count:sizeof units / sizeof units[0]] autorelease];
}

static volatile BOOL threadDone;

@interface BackgroundReader : NSObject
+ (void)read:(ADBannerView *)banner;
@end
@implementation BackgroundReader
+ (void)read:(ADBannerView *)banner {
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    BOOL loaded = banner.bannerLoaded;
    ADStandInNote([NSString stringWithFormat:@"thread read bannerLoaded %@", loaded ? @"YES" : @"NO"]);
    threadDone = YES;
    [pool release];
}
@end

static void readOnThread(ADBannerView *banner, NSString *name) {
    threadDone = NO;
    NSThread *thread = [[NSThread alloc] initWithTarget:[BackgroundReader class] selector:@selector(read:) object:banner];
    if (name) [thread setName:name];
    [thread start];
    while (!threadDone) usleep(1000);
    [thread release];
}

void RunEdgeScenario(void) {
    DriverSetDevice(@"iPod touch", @"4.3", UIUserInterfaceIdiomPhone, UIInterfaceOrientationPortrait);
    DriverStartSession(@"edge \"quoted\" \\ id/../x", awkward(), @"TopRated", nil);
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    PartialDelegate *delegate = [[PartialDelegate alloc] init];
    ADBannerView *banner = [[ADBannerView alloc] initWithFrame:CGRectMake(0, 430, 320, 50)];
    delegate.banner = banner;
    banner.delegate = delegate;
    ADStandInNote([NSString stringWithFormat:@"delegate isEqual %@, conforms %@, own method: %@",
        [(id)banner.delegate isEqual:delegate] ? @"YES" : @"NO",
        [(id)banner.delegate conformsToProtocol:@protocol(ADBannerViewDelegate)] ? @"YES" : @"NO",
        [(id)banner.delegate appOwnMethod]]);
    DriverStep();
    DriverAdvance(1);
    [banner standInLoadAd];
    DriverStep();
    DriverAdvance(1);
    readOnThread(banner, @"ad-loader");
    readOnThread(banner, nil);
    DriverStep();
    DriverAdvance(1);
    [banner standInTapWillLeave:YES];
    DriverStep();
    DriverAdvance(1);
    [banner standInFailWithCode:ADErrorConfigurationError message:@"not \"configured\"\n(see iTunes Connect)"];
    DriverAdvance(0.25);
    [ADSRecorder alert:awkward()];
    DriverStep();
    DriverAdvance(0.25);
    banner.frame = CGRectMake(NAN, 430, 320, 50);
    DriverAdvance(0.5);
    banner.hidden = YES;
    DriverStep();
    DriverAdvance(1);
    banner.delegate = nil;
    [banner release];
    [delegate release];
    [pool release];
    DriverStep();
}

// The monotonic clock itself: t starts near 0 and follows real sleeps.
void RunRealClockScenario(void) {
    DriverSetDevice(@"iPhone", @"4.2.1", UIUserInterfaceIdiomPhone, UIInterfaceOrientationPortrait);
    DriverStartSession(@"real-clock", nil, @"TopRated", @"weak");
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    ADBannerView *banner = [[ADBannerView alloc] initWithFrame:CGRectMake(0, 480, 320, 50)];
    DriverAdvance(0.25);
    [banner standInLoadAd];
    [ADSRecorder appPaused:nil];
    DriverAdvance(0.25);
    [ADSRecorder appResumed:nil];
    [banner release];
    [pool release];
}

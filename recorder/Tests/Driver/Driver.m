#import "Driver.h"
#import "UIKit/UIKitStandInControl.h"
#import "ADSClock.h"
#import "ADSRecorder.h"
#include <unistd.h>

DriverOptions driverOptions;
static double virtualNow = 1000.0;  // not 0: the session's t must be relative to its start
static long steps;

static double virtualClock(void) { return virtualNow; }

void DriverAdvance(double seconds) {
    if (driverOptions.realClock) usleep((useconds_t)(seconds * 1e6));
    else virtualNow += seconds;
}
void DriverStep(void) {
    steps++;
    if (driverOptions.crashAfter && steps == driverOptions.crashAfter) abort();
    if (driverOptions.hangAfter && steps == driverOptions.hangAfter) {
        printf("hanging after step %ld\n", steps);
        fflush(stdout);
        for (;;) sleep(60);
    }
}
void DriverSetDevice(NSString *model, NSString *os, UIUserInterfaceIdiom idiom, UIInterfaceOrientation orientation) {
    [UIDevice standInSetModel:model systemVersion:os idiom:idiom];
    [UIApplication sharedApplication].statusBarOrientation = orientation;
}
void DriverStartSession(NSString *sessionId, NSString *title, NSString *plist, NSString *linkage) {
    if (!driverOptions.recorder) return;
    if (!driverOptions.realClock) ADSSetSessionClock(virtualClock);
    NSString *path = [driverOptions.fixtures stringByAppendingPathComponent:
        [NSString stringWithFormat:@"plists/%@-Info.plist", plist]];
    NSDictionary *info = [NSDictionary dictionaryWithContentsOfFile:path];
    if (!info) { fprintf(stderr, "cannot read %s\n", [path UTF8String]); exit(2); }
    NSMutableDictionary *options = [NSMutableDictionary dictionary];
    [options setObject:sessionId forKey:ADSRecorderSessionId];
    if (title) [options setObject:title forKey:ADSRecorderTitle];
    [options setObject:info forKey:ADSRecorderInfoDictionary];
    if (linkage) [options setObject:linkage forKey:ADSRecorderIAdLinkage];
    if (driverOptions.outDir) [options setObject:driverOptions.outDir forKey:ADSRecorderDirectory];
    NSString *file = [ADSRecorder startSessionWithOptions:options];
    if (!file) { fprintf(stderr, "the recorder could not make its file\n"); exit(2); }
    printf("%s\n", [file UTF8String]);
    fflush(stdout);
}
void DriverRotate(UIViewController *controller, UIInterfaceOrientation orientation, NSTimeInterval duration) {
    [controller willRotateToInterfaceOrientation:orientation duration:duration];
    CGSize screen = UIStandInScreenSize(orientation);
    controller.view.frame = CGRectMake(0, 0, screen.width, screen.height);
    [UIApplication sharedApplication].statusBarOrientation = orientation;
    [controller standInSetInterfaceOrientation:orientation];
    [controller willAnimateRotationToInterfaceOrientation:orientation duration:duration];
}
void DriverPost(NSString *notification) {
    [[NSNotificationCenter defaultCenter] postNotificationName:notification object:[UIApplication sharedApplication]];
}

// Seed 000's ADMagazine on an iPad: the ad loads and is presented modelessly as page 4;
// the user pages to it, taps it (animations paused and resumed), rotates the iPad (the
// host view is resized), pages on; the ad's content expires offscreen and unloads, and the
// app removes its page and releases it.
#import "Driver.h"
#import "MagazineViewController.h"
#import "iAd/iAdStandInControl.h"
#import "ADSRecorder.h"

void RunMagazineScenario(void) {
    DriverSetDevice(@"iPad", @"4.3", UIUserInterfaceIdiomPad, UIInterfaceOrientationLandscapeRight);
    DriverStartSession(@"admagazine-ipad", @"ADMagazine: an ad as a page", @"ADMagazine", @"weak");
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    MagazineViewController *vc = [[MagazineViewController alloc] init];
    [vc view];
    DriverStep();
    DriverAdvance(2);
    [vc.interstitial standInLoad];
    DriverStep();
    for (NSUInteger page = 1; page <= 3; page++) {
        DriverAdvance(page == 1 ? 3 : 2);
        [vc turnToPage:page];
        DriverStep();
    }
    DriverAdvance(6);
    [ADSRecorder userTappedAd:vc.interstitial];
    [vc.interstitial standInTapWillLeave:NO];
    DriverStep();
    DriverAdvance(6);
    [vc.interstitial standInFinishAction];
    DriverStep();
    DriverAdvance(9);
    DriverRotate(vc, UIInterfaceOrientationPortrait, 0.4);
    DriverStep();
    DriverAdvance(10);
    [vc turnToPage:4];
    DriverStep();
    DriverAdvance(40);
    [vc.interstitial standInUnload];
    DriverStep();
    DriverAdvance(45);
    [vc turnToPage:4];
    DriverStep();
    [vc release];
    [pool release];
}

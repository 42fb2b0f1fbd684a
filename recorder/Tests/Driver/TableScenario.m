// Seed 004's table app on an iPhone: an ad loads and slides in, the user taps it (the app
// pauses its timer), a rotation, a failure (the banner slides out), another screen pushed
// and the device rotated meanwhile (the seed's "one final problem"), back, a new ad,
// background and foreground, the controller released.
#import "Driver.h"
#import "TableViewController.h"
#import "iAd/iAdStandInControl.h"
#import "UIKit/UIKitStandInControl.h"
#import "ADSRecorder.h"

void RunTableScenario(void) {
    DriverSetDevice(@"iPhone", @"4.2.1", UIUserInterfaceIdiomPhone, UIInterfaceOrientationPortrait);
    DriverStartSession(@"table-app-iphone", @"Top rated tab, iPhone", @"TopRated", @"weak");
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    TableViewController *vc = [[TableViewController alloc] init];
    [vc view];
    [vc viewWillAppear:NO];
    ADBannerView *banner = vc.bannerView;
    DriverStep();
    DriverAdvance(1.2);
    [banner standInLoadAd];
    DriverStep();
    DriverAdvance(5.3);
    [ADSRecorder userTappedAd:banner];
    [banner standInTapWillLeave:NO];
    DriverStep();
    DriverAdvance(7.5);
    [banner standInFinishAction];
    DriverStep();
    DriverAdvance(6);
    DriverRotate(vc, UIInterfaceOrientationLandscapeLeft, 0.3);
    DriverStep();
    DriverAdvance(3);
    [banner standInFailWithCode:ADErrorInventoryUnavailable message:@"no inventory"];
    DriverStep();
    DriverAdvance(7);
    [vc viewWillDisappear:YES];  // a row selected: the detail view is pushed
    DriverStep();
    DriverAdvance(2);
    // The detail controller is told of this rotation, not the table's (it logs it).
    [UIApplication sharedApplication].statusBarOrientation = UIInterfaceOrientationPortrait;
    [ADSRecorder interfaceOrientationChangedTo:UIInterfaceOrientationPortrait];
    DriverStep();
    DriverAdvance(2);
    // Back: UIKit lays the table's view out for portrait, then viewWillAppear: follows.
    [vc standInSetInterfaceOrientation:UIInterfaceOrientationPortrait];
    vc.view.frame = CGRectMake(0, 0, 320, 480);
    [vc viewWillAppear:YES];
    DriverStep();
    DriverAdvance(1);
    [banner standInLoadAd];
    DriverStep();
    DriverAdvance(5);
    DriverPost(UIApplicationDidEnterBackgroundNotification);
    DriverStep();
    DriverAdvance(8);
    DriverPost(UIApplicationWillEnterForegroundNotification);
    DriverStep();
    DriverAdvance(4);
    [vc release];
    [pool release];
    DriverStep();
}

// Seed 000's ADGame on an iPad: the ad loads during a match; at the match's end it is
// presented modally; the user taps it (music paused), a call cancels the action (music
// resumed), the user closes it and it unloads (a new object is made); that one fails
// (another is made); at the next match's end the ad has not loaded (the game goes on).
#import "Driver.h"
#import "GameViewController.h"
#import "iAd/iAdStandInControl.h"
#import "ADSRecorder.h"

void RunGameScenario(void) {
    DriverSetDevice(@"iPad", @"4.3", UIUserInterfaceIdiomPad, UIInterfaceOrientationLandscapeRight);
    DriverStartSession(@"adgame-ipad", @"ADGame: an ad between two matches", @"ADGame", @"required");
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    GameViewController *vc = [[GameViewController alloc] init];
    [vc view];
    DriverStep();
    DriverAdvance(2);
    [vc.interstitial standInLoad];
    DriverStep();
    DriverAdvance(58);
    [vc matchEnded];
    DriverStep();
    DriverAdvance(2);
    [ADSRecorder userTappedAd:vc.interstitial];
    [vc.interstitial standInTapWillLeave:NO];
    DriverStep();
    DriverAdvance(3.95);  // the game took 0.05 s to pause its music
    [vc incomingCall];
    DriverStep();
    DriverAdvance(9);
    [ADSRecorder userDismissedAd:vc.interstitial];
    [vc.interstitial standInUserDismiss];
    DriverStep();
    DriverAdvance(2);
    [vc.interstitial standInFailWithCode:ADErrorServerFailure message:@"server failure"];
    DriverStep();
    DriverAdvance(43);
    [vc matchEnded];
    DriverStep();
    DriverAdvance(1);
    [vc.interstitial standInLoad];
    DriverStep();
    DriverAdvance(59);
    [vc release];
    [pool release];
    DriverStep();
}

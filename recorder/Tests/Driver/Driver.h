// The test driver plays the device, UIKit, the iAd service and the user for the seeds'
// apps, on a virtual clock (so that a recording can be compared with a session written
// by hand to the millisecond), with the recorder on or off.
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

typedef struct {
    NSString *outDir;          // where session files go (the app's Documents/adsight)
    NSString *fixtures;        // recorder/Tests/Fixtures
    BOOL recorder;             // NO: the app runs without the recorder (--no-recorder)
    BOOL realClock;            // the monotonic clock instead of the virtual one
    long crashAfter, hangAfter; // abort() / stop and wait to be killed after that many steps
} DriverOptions;

extern DriverOptions driverOptions;

/// Moves the virtual clock on (the real clock: sleeps that long).
void DriverAdvance(double seconds);
/// One step of a scenario done: where --crash-after / --hang-after strike.
void DriverStep(void);
/// The device the scenario runs on, and the interface orientation at launch.
void DriverSetDevice(NSString *model, NSString *os, UIUserInterfaceIdiom idiom, UIInterfaceOrientation orientation);
/// Starts the recorder's session (unless --no-recorder) with the app's Info.plist from
/// Fixtures/plists/<plist>-Info.plist.
void DriverStartSession(NSString *sessionId, NSString *title, NSString *plist, NSString *linkage);
/// UIKit rotates the interface: tells the controller, resizes its view (autoresizing
/// its subviews), and lets it animate its layout.
void DriverRotate(UIViewController *controller, UIInterfaceOrientation orientation, NSTimeInterval duration);
/// UIKit posts the application's state changes.
void DriverPost(NSString *notification);

void RunTableScenario(void);
void RunGameScenario(void);
void RunMagazineScenario(void);
void RunEdgeScenario(void);
void RunRealClockScenario(void);

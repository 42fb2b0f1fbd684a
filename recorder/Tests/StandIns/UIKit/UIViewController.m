// Stand-in UIViewController, UIDevice and UIApplication.
#import "UIKitStandInControl.h"

NSString *const UIApplicationDidEnterBackgroundNotification = @"UIApplicationDidEnterBackgroundNotification";
NSString *const UIApplicationWillEnterForegroundNotification = @"UIApplicationWillEnterForegroundNotification";

@interface UIView (StandInPrivate)
- (void)setStandInViewController:(UIViewController *)controller;
@end

static NSString *deviceModel = @"iPhone";
static NSString *deviceVersion = @"4.2.1";
static UIUserInterfaceIdiom deviceIdiom = UIUserInterfaceIdiomPhone;

CGSize UIStandInScreenSize(UIInterfaceOrientation orientation) {
    BOOL pad = deviceIdiom == UIUserInterfaceIdiomPad;
    CGSize portrait = pad ? CGSizeMake(768, 1024) : CGSizeMake(320, 480);
    return UIInterfaceOrientationIsLandscape(orientation)
        ? CGSizeMake(portrait.height, portrait.width) : portrait;
}

@implementation UIViewController
@synthesize interfaceOrientation = _interfaceOrientation;
- (id)init {
    if ((self = [super init])) _interfaceOrientation = [UIApplication sharedApplication].statusBarOrientation;
    return self;
}
- (void)dealloc {
    [_view setStandInViewController:nil];
    [_view release];
    [super dealloc];
}
- (UIView *)view {
    if (!_view) {
        [self loadView];
        [self viewDidLoad];
    }
    return _view;
}
- (void)setView:(UIView *)view {
    if (view == _view) return;
    [_view setStandInViewController:nil];
    [_view release];
    _view = [view retain];
    [_view setStandInViewController:self];
}
- (void)loadView {
    CGSize screen = UIStandInScreenSize(_interfaceOrientation);
    UIView *v = [[UIView alloc] initWithFrame:CGRectMake(0, 0, screen.width, screen.height)];
    [self setView:v];
    [v release];
}
- (void)viewDidLoad { }
- (void)viewDidUnload { }
- (void)viewWillAppear:(BOOL)animated { }
- (void)viewWillDisappear:(BOOL)animated { }
- (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)o { return o == UIInterfaceOrientationPortrait; }
- (void)willRotateToInterfaceOrientation:(UIInterfaceOrientation)o duration:(NSTimeInterval)d { }
- (void)willAnimateRotationToInterfaceOrientation:(UIInterfaceOrientation)o duration:(NSTimeInterval)d { }
- (void)standInSetInterfaceOrientation:(UIInterfaceOrientation)o { _interfaceOrientation = o; }
@end

@implementation UIDevice
+ (UIDevice *)currentDevice {
    static UIDevice *device;
    if (!device) device = [[UIDevice alloc] init];
    return device;
}
+ (void)standInSetModel:(NSString *)model systemVersion:(NSString *)version idiom:(UIUserInterfaceIdiom)idiom {
    [deviceModel release]; deviceModel = [model copy];
    [deviceVersion release]; deviceVersion = [version copy];
    deviceIdiom = idiom;
}
- (NSString *)model { return deviceModel; }
- (NSString *)systemVersion { return deviceVersion; }
- (UIUserInterfaceIdiom)userInterfaceIdiom { return deviceIdiom; }
@end

@implementation UIApplication
@synthesize statusBarOrientation;
+ (UIApplication *)sharedApplication {
    static UIApplication *app;
    if (!app) { app = [[UIApplication alloc] init]; app.statusBarOrientation = UIInterfaceOrientationPortrait; }
    return app;
}
@end

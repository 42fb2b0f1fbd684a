// Stand-in for UIKit: the classes the recorder and the seeds' apps use, declared as in
// Apple's UIKit reference (iOS 4). Behaviour is the minimum the tests need: views keep
// frames, bounds and a superview chain; a view controller's root view answers
// nextResponder with its controller, as UIKit does.
#import <Foundation/Foundation.h>
#import "CGGeometry.h"


typedef enum {
    UIDeviceOrientationUnknown,
    UIDeviceOrientationPortrait,
    UIDeviceOrientationPortraitUpsideDown,
    UIDeviceOrientationLandscapeLeft,
    UIDeviceOrientationLandscapeRight
} UIDeviceOrientation;

typedef enum {
    UIInterfaceOrientationPortrait           = UIDeviceOrientationPortrait,
    UIInterfaceOrientationPortraitUpsideDown = UIDeviceOrientationPortraitUpsideDown,
    UIInterfaceOrientationLandscapeLeft      = UIDeviceOrientationLandscapeRight,
    UIInterfaceOrientationLandscapeRight     = UIDeviceOrientationLandscapeLeft
} UIInterfaceOrientation;

#define UIInterfaceOrientationIsLandscape(o) \
    ((o) == UIInterfaceOrientationLandscapeLeft || (o) == UIInterfaceOrientationLandscapeRight)

typedef enum { UIUserInterfaceIdiomPhone, UIUserInterfaceIdiomPad } UIUserInterfaceIdiom;
#define UI_USER_INTERFACE_IDIOM() ([[UIDevice currentDevice] userInterfaceIdiom])

enum {
    UIViewAutoresizingNone                 = 0,
    UIViewAutoresizingFlexibleLeftMargin   = 1 << 0,
    UIViewAutoresizingFlexibleWidth        = 1 << 1,
    UIViewAutoresizingFlexibleRightMargin  = 1 << 2,
    UIViewAutoresizingFlexibleTopMargin    = 1 << 3,
    UIViewAutoresizingFlexibleHeight       = 1 << 4,
    UIViewAutoresizingFlexibleBottomMargin = 1 << 5
};
typedef NSUInteger UIViewAutoresizing;

extern NSString *const UIApplicationDidEnterBackgroundNotification;
extern NSString *const UIApplicationWillEnterForegroundNotification;

@interface UIResponder : NSObject
- (UIResponder *)nextResponder;
@end

@class UIWindow, UIViewController;

@interface UIView : UIResponder {
    CGRect _frame;
    CGPoint _boundsOrigin;
    BOOL _hidden;
    UIView *_superview;
    NSMutableArray *_subviews;
    UIViewController *_viewController;
    UIViewAutoresizing _autoresizingMask;
}
- (id)initWithFrame:(CGRect)frame;
@property (nonatomic) CGRect frame;
@property (nonatomic) CGRect bounds;
@property (nonatomic, getter=isHidden) BOOL hidden;
@property (nonatomic) UIViewAutoresizing autoresizingMask;
@property (nonatomic, readonly) UIView *superview;
@property (nonatomic, readonly, copy) NSArray *subviews;
@property (nonatomic, readonly) UIWindow *window;
- (void)addSubview:(UIView *)view;
- (void)removeFromSuperview;
- (void)willMoveToSuperview:(UIView *)newSuperview;
- (void)didMoveToSuperview;
- (CGRect)convertRect:(CGRect)rect toView:(UIView *)view;
+ (void)beginAnimations:(NSString *)animationID context:(void *)context;
+ (void)commitAnimations;
@end

@interface UIWindow : UIView {
    UIViewController *rootViewController;
}
@property (nonatomic, retain) UIViewController *rootViewController;
@end

@interface UIScrollView : UIView {
    CGSize contentSize;
}
@property (nonatomic) CGPoint contentOffset;
@property (nonatomic) CGSize contentSize;
@end

@interface UIViewController : UIResponder {
    UIView *_view;
    UIInterfaceOrientation _interfaceOrientation;
}
@property (nonatomic, retain) UIView *view;
@property (nonatomic, readonly) UIInterfaceOrientation interfaceOrientation;
- (void)loadView;
- (void)viewDidLoad;
- (void)viewDidUnload;
- (void)viewWillAppear:(BOOL)animated;
- (void)viewWillDisappear:(BOOL)animated;
- (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation;
- (void)willRotateToInterfaceOrientation:(UIInterfaceOrientation)orientation duration:(NSTimeInterval)duration;
- (void)willAnimateRotationToInterfaceOrientation:(UIInterfaceOrientation)orientation duration:(NSTimeInterval)duration;
@end

@interface UIDevice : NSObject
+ (UIDevice *)currentDevice;
@property (nonatomic, readonly, retain) NSString *model;
@property (nonatomic, readonly, retain) NSString *systemVersion;
@property (nonatomic, readonly) UIUserInterfaceIdiom userInterfaceIdiom;
@end

@interface UIApplication : UIResponder {
    UIInterfaceOrientation statusBarOrientation;
}
+ (UIApplication *)sharedApplication;
@property (nonatomic) UIInterfaceOrientation statusBarOrientation;
@end

// Stand-in UIView: frames, bounds origins (a scroll view's contentOffset), a superview
// chain, and UIKit's responder rule for a view controller's root view.
#import "UIKit.h"

const CGRect CGRectZero = {{0, 0}, {0, 0}};

@implementation UIResponder
- (UIResponder *)nextResponder { return nil; }
@end

@implementation UIView
@synthesize hidden = _hidden, autoresizingMask = _autoresizingMask, superview = _superview;

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super init])) {
        _subviews = [[NSMutableArray alloc] init];
        _frame = frame;
    }
    return self;
}
- (id)init { return [self initWithFrame:CGRectZero]; }
- (void)dealloc {
    for (UIView *v in _subviews) v->_superview = nil;
    [_subviews release];
    [super dealloc];
}
- (CGRect)frame { return _frame; }
// UIKit's autoresizing: a size change moves and resizes the subviews by their masks,
// the change shared among an axis's flexible parts in proportion to their sizes.
static void share(CGFloat delta, CGFloat *lead, BOOL flexLead, CGFloat *size, BOOL flexSize, CGFloat trail, BOOL flexTrail) {
    CGFloat parts = (flexLead ? *lead : 0) + (flexSize ? *size : 0) + (flexTrail ? trail : 0);
    int count = flexLead + flexSize + flexTrail;
    if (count == 0) return;
    CGFloat leadShare = flexLead ? (parts > 0 ? delta * *lead / parts : delta / count) : 0;
    CGFloat sizeShare = flexSize ? (parts > 0 ? delta * *size / parts : delta / count) : 0;
    *lead += leadShare;
    *size += sizeShare;
}
- (void)resizeWithOldSuperviewSize:(CGSize)old {
    UIViewAutoresizing m = _autoresizingMask;
    CGSize now = _superview->_frame.size;
    CGRect f = _frame;
    share(now.width - old.width, &f.origin.x, (m & UIViewAutoresizingFlexibleLeftMargin) != 0,
          &f.size.width, (m & UIViewAutoresizingFlexibleWidth) != 0,
          old.width - f.origin.x - f.size.width, (m & UIViewAutoresizingFlexibleRightMargin) != 0);
    share(now.height - old.height, &f.origin.y, (m & UIViewAutoresizingFlexibleTopMargin) != 0,
          &f.size.height, (m & UIViewAutoresizingFlexibleHeight) != 0,
          old.height - f.origin.y - f.size.height, (m & UIViewAutoresizingFlexibleBottomMargin) != 0);
    if (!CGRectEqualToRect(f, _frame)) [self setFrame:f];
}
- (void)setFrame:(CGRect)frame {
    CGSize old = _frame.size;
    _frame = frame;
    if (old.width == frame.size.width && old.height == frame.size.height) return;
    for (UIView *v in [[_subviews copy] autorelease]) [v resizeWithOldSuperviewSize:old];
}
- (CGRect)bounds {
    CGRect b; b.origin = _boundsOrigin; b.size = _frame.size; return b;
}
- (void)setBounds:(CGRect)bounds { _boundsOrigin = bounds.origin; _frame.size = bounds.size; }
- (NSArray *)subviews { return [[_subviews copy] autorelease]; }
- (UIWindow *)window {
    UIView *v = self;
    while (v && ![v isKindOfClass:[UIWindow class]]) v = v->_superview;
    return (UIWindow *)v;
}
- (UIResponder *)nextResponder {
    if (_viewController) return (UIResponder *)_viewController;
    return _superview;
}
- (void)setStandInViewController:(UIViewController *)controller { _viewController = controller; }
- (void)addSubview:(UIView *)view {
    if (view->_superview == self) return;
    [view retain];
    [view removeFromSuperview];
    [view willMoveToSuperview:self];
    [_subviews addObject:view];
    view->_superview = self;
    [view didMoveToSuperview];
    [view release];
}
- (void)removeFromSuperview {
    UIView *parent = _superview;
    if (!parent) return;
    [self retain];
    [self willMoveToSuperview:nil];
    _superview = nil;
    [parent->_subviews removeObjectIdenticalTo:self];
    [self didMoveToSuperview];
    [self release];
}
- (void)willMoveToSuperview:(UIView *)newSuperview { }
- (void)didMoveToSuperview { }
// The rect (in this view's bounds) in `view`'s coordinates (nil: the window's): each level
// adds its frame's origin and subtracts its bounds' origin, as UIKit does without transforms.
- (CGRect)convertRect:(CGRect)rect toView:(UIView *)view {
    UIView *v = self;
    while (v && v != view) {
        rect.origin.x += v->_frame.origin.x - v->_boundsOrigin.x;
        rect.origin.y += v->_frame.origin.y - v->_boundsOrigin.y;
        v = v->_superview;
    }
    return rect;
}
+ (void)beginAnimations:(NSString *)animationID context:(void *)context { }
+ (void)commitAnimations { }
@end

@implementation UIWindow
@synthesize rootViewController;
- (void)dealloc { [rootViewController release]; [super dealloc]; }
@end

@implementation UIScrollView
@synthesize contentSize;
- (CGPoint)contentOffset { return _boundsOrigin; }
- (void)setContentOffset:(CGPoint)offset { _boundsOrigin = offset; }
@end

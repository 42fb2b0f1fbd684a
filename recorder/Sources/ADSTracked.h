// What the recorder knows of one object it logs: an ad (its name, its delegate proxy), an
// ad's host view, or an app view the app asked to track; and the last frame logged for it,
// so that a snapshot logs only what changed.
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

typedef enum {
    ADSTrackedBanner,
    ADSTrackedInterstitial,
    ADSTrackedHostView,
    ADSTrackedAppView
} ADSTrackedKind;

@interface ADSTracked : NSObject {
    ADSTrackedKind _kind;
    NSString *_name;
    id _proxy;
    id _object;
    UIView *_view;
    CGRect _lastFrame;
    BOOL _hasFrame;
    NSInteger _z;
    BOOL _hasZ;
}
@property (nonatomic) ADSTrackedKind kind;
/// The ad's name (for a host view: its ad's), or the app view's name.
@property (nonatomic, copy) NSString *name;
/// The delegate proxy the ad holds (the ad's delegate is assign: the recorder owns it).
@property (nonatomic, retain) id proxy;
/// The ad or view itself (not retained: an ad's entry goes at its dealloc).
@property (nonatomic, assign) id object;
/// A host or app view, retained so that its address is never reused by another view.
@property (nonatomic, retain) UIView *view;
@property (nonatomic) CGRect lastFrame;
@property (nonatomic) BOOL hasFrame;
@property (nonatomic) NSInteger z;
@property (nonatomic) BOOL hasZ;
- (BOOL)isAd;
@end

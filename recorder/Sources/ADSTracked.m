#import "ADSTracked.h"

@implementation ADSTracked
@synthesize kind = _kind, name = _name, proxy = _proxy, object = _object, view = _view, lastFrame = _lastFrame,
    hasFrame = _hasFrame, z = _z, hasZ = _hasZ;
- (void)dealloc {
    [_name release];
    [_proxy release];
    [_view release];
    [super dealloc];
}
- (BOOL)isAd { return _kind == ADSTrackedBanner || _kind == ADSTrackedInterstitial; }
@end

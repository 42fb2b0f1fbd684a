// The recorder's ADBannerViewDelegate between a banner and the app's delegate.
#import <iAd/iAd.h>
#import "ADSDelegateProxy.h"

@interface ADSBannerDelegateProxy : ADSDelegateProxy <ADBannerViewDelegate>
@end

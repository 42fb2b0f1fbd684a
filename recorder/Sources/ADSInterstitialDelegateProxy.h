// The recorder's ADInterstitialAdDelegate between a full-screen ad and the app's delegate.
#import <iAd/iAd.h>
#import "ADSDelegateProxy.h"

@interface ADSInterstitialDelegateProxy : ADSDelegateProxy <ADInterstitialAdDelegate>
@end

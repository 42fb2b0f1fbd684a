// The format's names for iAd's and UIKit's values.
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

/// "ADErrorServerFailure"...; an error of another domain or an unknown code as
/// "Domain#code" (the format keeps unknown codes as given).
NSString *ADSErrorCodeName(NSError *error);
/// The constant's name ("ADBannerContentSizeIdentifierPortrait"...), else the value.
NSString *ADSContentSizeName(NSString *identifier);
/// The names of a set, sorted (a set has no order; sorting keeps files reproducible).
NSArray *ADSContentSizeNames(NSSet *identifiers);
/// "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight" (nil if unknown).
NSString *ADSOrientationName(UIInterfaceOrientation orientation);

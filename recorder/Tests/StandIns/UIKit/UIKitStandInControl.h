// What the test driver uses to play the device and UIKit: not part of UIKit's API.
#import "UIKit.h"

@interface UIDevice (StandInControl)
+ (void)standInSetModel:(NSString *)model systemVersion:(NSString *)version idiom:(UIUserInterfaceIdiom)idiom;
@end

@interface UIViewController (StandInControl)
/// Sets interfaceOrientation as UIKit does after a rotation it told this controller of.
- (void)standInSetInterfaceOrientation:(UIInterfaceOrientation)orientation;
@end

/// The screen size in points for the stand-in device and an orientation.
CGSize UIStandInScreenSize(UIInterfaceOrientation orientation);

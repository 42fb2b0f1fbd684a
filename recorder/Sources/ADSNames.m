#import "ADSNames.h"
#import <iAd/iAd.h>

// A weakly linked symbol's address is NULL when its framework is absent (iOS 3.x, or
// iOS 4.0/4.1 for the Portrait/Landscape identifiers).
static BOOL linked(const void *address) { return address != NULL; }

NSString *ADSErrorCodeName(NSError *error) {
    static NSString *const names[] = {
        @"ADErrorUnknown", @"ADErrorServerFailure", @"ADErrorLoadingThrottled",
        @"ADErrorInventoryUnavailable", @"ADErrorConfigurationError",
        @"ADErrorBannerVisibleWithoutContent", @"ADErrorApplicationInactive"
    };
    NSInteger code = [error code];
    BOOL iAd = linked(&ADErrorDomain) && [[error domain] isEqual:ADErrorDomain];
    if (iAd && code >= 0 && code < (NSInteger)(sizeof names / sizeof names[0])) return names[code];
    return [NSString stringWithFormat:@"%@#%ld", [error domain], (long)code];
}

// The constants are compared, not their values: iAd does not document the strings, and
// the Portrait/Landscape ones exist only from iOS 4.2 (NULL when weakly linked before).
NSString *ADSContentSizeName(NSString *identifier) {
    if (linked(&ADBannerContentSizeIdentifierPortrait)) {
        if ([identifier isEqual:ADBannerContentSizeIdentifierPortrait]) return @"ADBannerContentSizeIdentifierPortrait";
        if ([identifier isEqual:ADBannerContentSizeIdentifierLandscape]) return @"ADBannerContentSizeIdentifierLandscape";
    }
    if (linked(&ADBannerContentSizeIdentifier320x50)) {
        if ([identifier isEqual:ADBannerContentSizeIdentifier320x50]) return @"ADBannerContentSizeIdentifier320x50";
        if ([identifier isEqual:ADBannerContentSizeIdentifier480x32]) return @"ADBannerContentSizeIdentifier480x32";
    }
    return identifier ? identifier : @"";
}

NSArray *ADSContentSizeNames(NSSet *identifiers) {
    NSMutableArray *names = [NSMutableArray array];
    for (NSString *identifier in identifiers) [names addObject:ADSContentSizeName(identifier)];
    [names sortUsingSelector:@selector(compare:)];
    return names;
}

NSString *ADSOrientationName(UIInterfaceOrientation orientation) {
    switch (orientation) {
    case UIInterfaceOrientationPortrait: return @"portrait";
    case UIInterfaceOrientationPortraitUpsideDown: return @"portraitUpsideDown";
    case UIInterfaceOrientationLandscapeLeft: return @"landscapeLeft";
    case UIInterfaceOrientationLandscapeRight: return @"landscapeRight";
    }
    return nil;
}

// Stand-in ADBannerView: keeps the state iAd keeps and calls the delegate as iAd does.
#import "iAdStandInControl.h"

NSString *const ADErrorDomain = @"ADErrorDomain";
NSString *const ADBannerContentSizeIdentifier320x50 = @"ADBannerContentSizeIdentifier320x50";
NSString *const ADBannerContentSizeIdentifier480x32 = @"ADBannerContentSizeIdentifier480x32";
NSString *const ADBannerContentSizeIdentifierPortrait = @"ADBannerContentSizeIdentifierPortrait";
NSString *const ADBannerContentSizeIdentifierLandscape = @"ADBannerContentSizeIdentifierLandscape";

@implementation ADBannerView
@synthesize delegate = _delegate, bannerLoaded = _loaded, bannerViewActionInProgress = _actionInProgress;

+ (CGSize)sizeFromBannerContentSizeIdentifier:(NSString *)identifier {
    BOOL landscape = [identifier isEqual:ADBannerContentSizeIdentifierLandscape]
        || [identifier isEqual:ADBannerContentSizeIdentifier480x32];
    if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad)
        return landscape ? CGSizeMake(1024, 66) : CGSizeMake(768, 66);
    return landscape ? CGSizeMake(480, 32) : CGSizeMake(320, 50);
}
- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _required = [[NSSet setWithObject:ADBannerContentSizeIdentifierPortrait] retain];
        _current = [ADBannerContentSizeIdentifierPortrait copy];
    }
    return self;
}
- (void)dealloc {
    [_required release];
    [_current release];
    [super dealloc];
}
- (NSSet *)requiredContentSizeIdentifiers { return _required; }
- (void)setRequiredContentSizeIdentifiers:(NSSet *)identifiers {
    [_required release]; _required = [identifiers copy];
}
- (NSString *)currentContentSizeIdentifier { return _current; }
// iAd resizes the frame to the identifier's built-in size, keeping its origin, through
// the view's own setFrame: (so a recorder sees a nested call it must not log twice).
- (void)setCurrentContentSizeIdentifier:(NSString *)identifier {
    [_current release]; _current = [identifier copy];
    CGRect f = self.frame;
    f.size = [ADBannerView sizeFromBannerContentSizeIdentifier:identifier];
    [self setFrame:f];
}
- (void)cancelBannerViewAction {
    if (!_actionInProgress) return;
    [self standInFinishAction];
}
@end

@implementation ADBannerView (StandInControl)
- (void)standInLoadAd {
    _loaded = YES;
    ADStandInSend(self.delegate, @selector(bannerViewDidLoadAd:), self);
}
- (void)standInFailWithCode:(NSInteger)code message:(NSString *)message {
    _loaded = NO;
    NSError *error = ADStandInMakeError(code, message);
    id d = self.delegate;
    if ([d respondsToSelector:@selector(bannerView:didFailToReceiveAdWithError:)])
        [d bannerView:self didFailToReceiveAdWithError:error];
}
- (BOOL)standInTapWillLeave:(BOOL)willLeave {
    BOOL begin = ADStandInAsk(self.delegate, @selector(bannerViewActionShouldBegin:willLeaveApplication:), self, willLeave);
    if (begin && !willLeave) _actionInProgress = YES;
    return begin;
}
- (void)standInFinishAction {
    if (!_actionInProgress) return;
    _actionInProgress = NO;
    ADStandInSend(self.delegate, @selector(bannerViewActionDidFinish:), self);
}
@end

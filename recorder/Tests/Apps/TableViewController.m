#import "TableViewController.h"
#import "iAd/iAdStandInControl.h"
#import "ADSRecorder.h"

static NSString *yesNo(BOOL b) { return b ? @"YES" : @"NO"; }

@implementation TableViewController
@synthesize tv, bannerView;

- (void)createBannerView {
    Class cls = NSClassFromString(@"ADBannerView");
    if (cls) {
        ADBannerView *adView = [[cls alloc] initWithFrame:CGRectZero];
        adView.requiredContentSizeIdentifiers = [NSSet setWithObjects:
            ADBannerContentSizeIdentifier320x50, ADBannerContentSizeIdentifier480x32, nil];
        adView.currentContentSizeIdentifier = ADBannerContentSizeIdentifier320x50;
        adView.delegate = self;
        adView.autoresizingMask = UIViewAutoresizingFlexibleTopMargin | UIViewAutoresizingFlexibleRightMargin;
        CGRect bannerFrame = adView.frame;
        bannerFrame.origin.y = self.view.frame.size.height;  // offscreen until an ad loads
        adView.frame = bannerFrame;
        self.bannerView = adView;
        [self.view addSubview:adView];
        [adView release];
    }
}
- (void)viewDidLoad {
    UIView *table = [[UIView alloc] initWithFrame:self.view.bounds];
    table.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
    self.tv = table;
    [self.view addSubview:table];
    [table release];
    [ADSRecorder trackView:self.tv named:@"content"];  // adsight: the table's frame
    [self createBannerView];
}
- (void)dealloc {
    if (bannerView) {
        bannerView.delegate = nil;
        [bannerView release];
    }
    [tv release];
    [super dealloc];
}
- (void)showBanner {
    CGFloat fullViewHeight = self.view.frame.size.height;
    CGRect tableFrame = self.tv.frame;
    CGRect bannerFrame = self.bannerView.frame;
    tableFrame.size.height = fullViewHeight - bannerFrame.size.height;
    bannerFrame.origin.y = fullViewHeight - bannerFrame.size.height;
    [UIView beginAnimations:@"showBanner" context:NULL];
    self.tv.frame = tableFrame;
    self.bannerView.frame = bannerFrame;
    [UIView commitAnimations];
}
- (void)hideBanner {
    CGFloat fullViewHeight = self.view.frame.size.height;
    CGRect tableFrame = self.tv.frame;
    tableFrame.size.height = fullViewHeight;
    CGRect bannerFrame = self.bannerView.frame;
    bannerFrame.origin.y = fullViewHeight;
    self.tv.frame = tableFrame;
    self.bannerView.frame = bannerFrame;
}
- (void)noteGot:(NSString *)what banner:(ADBannerView *)banner {
    ADStandInNote([NSString stringWithFormat:@"delegate got %@ banner %@", what, yesNo(banner == bannerView)]);
}
- (void)bannerViewDidLoadAd:(ADBannerView *)banner {
    [self noteGot:@"bannerViewDidLoadAd:" banner:banner];
    [self showBanner];
}
- (void)bannerView:(ADBannerView *)banner didFailToReceiveAdWithError:(NSError *)error {
    [self noteGot:@"bannerView:didFailToReceiveAdWithError:" banner:banner];
    ADStandInNote([NSString stringWithFormat:@"delegate got error %@ same %@ code %ld message %@",
        [error domain], yesNo(error == ADStandInLastError()), (long)[error code], [error localizedDescription]]);
    [self hideBanner];
}
// Seed 001's Listing 2-1: allow the action; pause the timer when the ad covers the app.
- (BOOL)bannerViewActionShouldBegin:(ADBannerView *)banner willLeaveApplication:(BOOL)willLeave {
    [self noteGot:[NSString stringWithFormat:@"bannerViewActionShouldBegin: willLeave %@", yesNo(willLeave)] banner:banner];
    if (!willLeave) {
        timerPaused = YES;
        [ADSRecorder appPaused:@"timer"];  // adsight
    }
    return YES;
}
- (void)bannerViewActionDidFinish:(ADBannerView *)banner {
    [self noteGot:@"bannerViewActionDidFinish:" banner:banner];
    if (timerPaused) {
        timerPaused = NO;
        [ADSRecorder appResumed:@"timer"];  // adsight
    }
}
- (void)changeBannerOrientation:(UIInterfaceOrientation)toOrientation {
    if (UIInterfaceOrientationIsLandscape(toOrientation))
        self.bannerView.currentContentSizeIdentifier = ADBannerContentSizeIdentifier480x32;
    else
        self.bannerView.currentContentSizeIdentifier = ADBannerContentSizeIdentifier320x50;
}
- (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)interfaceOrientation { return YES; }
- (void)willRotateToInterfaceOrientation:(UIInterfaceOrientation)toInterfaceOrientation duration:(NSTimeInterval)duration {
    [ADSRecorder willRotateToInterfaceOrientation:toInterfaceOrientation duration:duration];  // adsight
    if (bannerView) [self changeBannerOrientation:toInterfaceOrientation];
}
- (void)viewWillAppear:(BOOL)animated {
    [ADSRecorder viewWillAppear];  // adsight
    if (bannerView) [self changeBannerOrientation:self.interfaceOrientation];
}
- (void)viewWillDisappear:(BOOL)animated {
    [ADSRecorder viewWillDisappear];  // adsight
}
- (NSString *)appOwnMethod { return @"app's own answer"; }
@end

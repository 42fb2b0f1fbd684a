#import "MagazineViewController.h"
#import "iAd/iAdStandInControl.h"
#import "ADSRecorder.h"

static NSString *yesNo(BOOL b) { return b ? @"YES" : @"NO"; }
static const NSUInteger adPageIndex = 3;

@implementation MagazineViewController
@synthesize interstitial;

- (void)layoutPages {
    CGSize size = scrollView.bounds.size;
    scrollView.contentOffset = CGPointMake(size.width * currentPage, 0);
    for (NSUInteger i = 0; i < [pages count]; i++)
        [[pages objectAtIndex:i] setFrame:CGRectMake(size.width * i, 0, size.width, size.height)];
    scrollView.contentSize = CGSizeMake(size.width * [pages count], size.height);
}
- (void)viewDidLoad {
    scrollView = [[UIScrollView alloc] initWithFrame:self.view.bounds];
    scrollView.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
    [self.view addSubview:scrollView];
    pages = [[NSMutableArray alloc] init];
    for (int i = 0; i < 6; i++) {
        UIView *page = [[UIView alloc] initWithFrame:CGRectZero];
        [pages addObject:page];
        [scrollView addSubview:page];
        [page release];
    }
    [self layoutPages];
    [ADSRecorder trackView:scrollView named:@"pages"];  // adsight
    interstitial = [[ADInterstitialAd alloc] init];
    interstitial.delegate = self;
}
- (void)dealloc {
    interstitial.delegate = nil;
    [interstitial release];
    [pages release];
    [scrollView release];
    [super dealloc];
}
- (void)turnToPage:(NSUInteger)index {
    [ADSRecorder transitionFrom:[NSString stringWithFormat:@"page %lu", (unsigned long)currentPage + 1]
                             to:[NSString stringWithFormat:@"page %lu", (unsigned long)index + 1]];  // adsight
    currentPage = index;
    scrollView.contentOffset = CGPointMake(scrollView.bounds.size.width * index, 0);
    [ADSRecorder recordTrackedFrames];  // adsight: the ad's page moved with the scroll
}
- (void)willRotateToInterfaceOrientation:(UIInterfaceOrientation)o duration:(NSTimeInterval)duration {
    [ADSRecorder willRotateToInterfaceOrientation:o duration:duration];  // adsight
}
// Seed 000: "the view must be resized to match the new orientation".
- (void)willAnimateRotationToInterfaceOrientation:(UIInterfaceOrientation)o duration:(NSTimeInterval)duration {
    [self layoutPages];
}
- (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)o { return YES; }

- (void)noteGot:(NSString *)what ad:(ADInterstitialAd *)ad {
    ADStandInNote([NSString stringWithFormat:@"delegate got %@ ad %@", what, yesNo(ad == interstitial)]);
}
// Seed 000, Listing 3-3: a page-sized view in the scroll view hosts the ad.
- (void)interstitialAdDidLoad:(ADInterstitialAd *)ad {
    [self noteGot:@"interstitialAdDidLoad:" ad:ad];
    adPage = [[UIView alloc] initWithFrame:CGRectZero];
    [pages insertObject:adPage atIndex:adPageIndex];
    [self layoutPages];
    [scrollView addSubview:adPage];
    BOOL presented = [interstitial presentInView:adPage];
    ADStandInNote([NSString stringWithFormat:@"app got presentInView: %@", yesNo(presented)]);
}
- (void)removeAdPage {
    [adPage removeFromSuperview];
    [pages removeObjectIdenticalTo:adPage];
    [adPage release];
    adPage = nil;
    if (currentPage > adPageIndex) currentPage--;
    [self layoutPages];
    interstitial.delegate = nil;
    [interstitial release];
    interstitial = nil;
}
- (void)interstitialAdDidUnload:(ADInterstitialAd *)ad {
    [self noteGot:@"interstitialAdDidUnload:" ad:ad];
    [self removeAdPage];
}
- (void)interstitialAd:(ADInterstitialAd *)ad didFailWithError:(NSError *)error {
    [self noteGot:@"interstitialAd:didFailWithError:" ad:ad];
    [self removeAdPage];
}
- (BOOL)interstitialAdActionShouldBegin:(ADInterstitialAd *)ad willLeaveApplication:(BOOL)willLeave {
    [self noteGot:[NSString stringWithFormat:@"interstitialAdActionShouldBegin: willLeave %@", yesNo(willLeave)] ad:ad];
    if (!willLeave) {
        animationsPaused = YES;
        [ADSRecorder appPaused:@"animations"];  // adsight
    }
    return YES;
}
- (void)interstitialAdActionDidFinish:(ADInterstitialAd *)ad {
    [self noteGot:@"interstitialAdActionDidFinish:" ad:ad];
    if (animationsPaused) {
        animationsPaused = NO;
        [ADSRecorder appResumed:@"animations"];  // adsight
    }
}
@end

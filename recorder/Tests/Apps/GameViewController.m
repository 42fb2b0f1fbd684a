#import "GameViewController.h"
#import "iAd/iAdStandInControl.h"
#import "ADSRecorder.h"
#import "Driver.h"

static NSString *yesNo(BOOL b) { return b ? @"YES" : @"NO"; }

@implementation GameViewController
@synthesize interstitial;

- (void)viewDidLoad {
    match = 1;
    [self cycleInterstitial];
}
- (void)dealloc {
    interstitial.delegate = nil;
    [interstitial release];
    [super dealloc];
}
// Seed 000: the delegate is cleared and the old object released; a new object loads at once.
- (void)cycleInterstitial {
    interstitial.delegate = nil;
    [interstitial release];
    interstitial = [[ADInterstitialAd alloc] init];
    interstitial.delegate = self;
}
- (void)matchEnded {
    [ADSRecorder transitionFrom:[NSString stringWithFormat:@"match %d", match]
                             to:[NSString stringWithFormat:@"match %d", match + 1]];  // adsight
    match++;
    if (interstitial.loaded) [interstitial presentFromViewController:self];
}
- (void)pauseMusic {
    if (musicPaused) return;
    musicPaused = YES;
    DriverAdvance(0.05);  // fading the music out takes 50 ms (on the driver's clock)
    [ADSRecorder appPaused:@"music"];  // adsight
}
- (void)resumeMusic {
    if (!musicPaused) return;
    musicPaused = NO;
    [ADSRecorder appResumed:@"music"];  // adsight
}
- (void)incomingCall {
    [ADSRecorder urgent:@"incoming call"];  // adsight
    if (interstitial.actionInProgress) {
        [interstitial cancelAction];
        [self resumeMusic];  // cancelAction sends no interstitialAdActionDidFinish:
    }
}
- (void)noteGot:(NSString *)what ad:(ADInterstitialAd *)ad {
    ADStandInNote([NSString stringWithFormat:@"delegate got %@ ad %@", what, yesNo(ad == interstitial)]);
}
- (void)interstitialAdDidLoad:(ADInterstitialAd *)ad {
    [self noteGot:@"interstitialAdDidLoad:" ad:ad];
}
- (void)interstitialAdDidUnload:(ADInterstitialAd *)ad {
    [self noteGot:@"interstitialAdDidUnload:" ad:ad];
    [self cycleInterstitial];
}
- (void)interstitialAd:(ADInterstitialAd *)ad didFailWithError:(NSError *)error {
    [self noteGot:@"interstitialAd:didFailWithError:" ad:ad];
    ADStandInNote([NSString stringWithFormat:@"delegate got error same %@ code %ld",
        yesNo(error == ADStandInLastError()), (long)[error code]]);
    [self cycleInterstitial];
}
- (BOOL)interstitialAdActionShouldBegin:(ADInterstitialAd *)ad willLeaveApplication:(BOOL)willLeave {
    [self noteGot:[NSString stringWithFormat:@"interstitialAdActionShouldBegin: willLeave %@", yesNo(willLeave)] ad:ad];
    if (!willLeave) [self pauseMusic];
    return YES;
}
- (void)interstitialAdActionDidFinish:(ADInterstitialAd *)ad {
    [self noteGot:@"interstitialAdActionDidFinish:" ad:ad];
    [self resumeMusic];
}
@end

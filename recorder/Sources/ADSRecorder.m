#import "ADSRecorder.h"
#import "ADSHeader.h"
#import "ADSHooks.h"
#import "ADSLog.h"
#import "ADSNames.h"
#import "ADSRegistry.h"

NSString *const ADSRecorderSessionId = @"id";
NSString *const ADSRecorderTitle = @"title";
NSString *const ADSRecorderDirectory = @"directory";
NSString *const ADSRecorderInfoDictionary = @"infoDictionary";
NSString *const ADSRecorderIAdLinkage = @"iAdLinkage";

// A session id is any string; its file name keeps letters, digits, '.', '_' and '-'.
static NSString *fileNameFor(NSString *sessionId) {
    NSMutableString *name = [NSMutableString string];
    for (NSUInteger i = 0; i < [sessionId length] && i < 100; i++) {
        unichar c = [sessionId characterAtIndex:i];
        BOOL keep = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
            || c == '.' || c == '_' || c == '-';
        [name appendFormat:@"%c", keep && !(i == 0 && c == '.') ? (char)c : '-'];
    }
    return [name length] ? (NSString *)name : @"session";
}

static NSString *defaultDirectory(void) {
    NSArray *paths = NSSearchPathForDirectoriesInDomains(NSDocumentDirectory, NSUserDomainMask, YES);
    NSString *documents = [paths count] ? [paths objectAtIndex:0] : NSTemporaryDirectory();
    return [documents stringByAppendingPathComponent:@"adsight"];
}

static void write(ADSJSONLine *line) { ADSWrite(line); }

@interface ADSRecorder ()
+ (void)trackView:(UIView *)view named:(NSString *)name z:(NSInteger)z hasZ:(BOOL)hasZ;
+ (void)app:(NSString *)event key:(NSString *)key value:(NSString *)value;
+ (void)user:(NSString *)event ad:(id)ad;
@end

@implementation ADSRecorder
+ (void)installOnce {
    static BOOL installed = NO;
    @synchronized(self) {
        if (installed) return;
        installed = YES;
        ADSInstallViewHooks();
        ADSInstallBannerHooks();
        ADSInstallInterstitialHooks();
        NSNotificationCenter *center = [NSNotificationCenter defaultCenter];
        [center addObserver:self selector:@selector(didEnterBackground:)
                       name:UIApplicationDidEnterBackgroundNotification object:nil];
        [center addObserver:self selector:@selector(willEnterForeground:)
                       name:UIApplicationWillEnterForegroundNotification object:nil];
    }
}
+ (NSString *)startSessionWithOptions:(NSDictionary *)options {
    [self stopSession];
    [self installOnce];
    NSDictionary *info = [options objectForKey:ADSRecorderInfoDictionary];
    if (!info) info = [[NSBundle mainBundle] infoDictionary];
    NSString *sessionId = [options objectForKey:ADSRecorderSessionId];
    if (!sessionId) sessionId = ADSDefaultSessionId(info);
    NSString *directory = [options objectForKey:ADSRecorderDirectory];
    if (!directory) directory = defaultDirectory();
    [ADSRegistry resetNames];
    ADSSessionWriter *writer = [[ADSSessionWriter alloc] initWithDirectory:directory name:fileNameFor(sessionId)
                                                                    header:ADSMakeHeader(sessionId, options, info)];
    ADSSetActiveWriter(writer);
    [writer release];
    return [writer path];
}
+ (void)stopSession {
    ADSSessionWriter *writer = ADSActiveWriter();
    ADSSetActiveWriter(nil);
    [writer close];
}
+ (NSString *)sessionPath { return [ADSActiveWriter() path]; }

+ (void)didEnterBackground:(NSNotification *)n { write(ADSAppEvent(@"applicationDidEnterBackground:")); }
+ (void)willEnterForeground:(NSNotification *)n { write(ADSAppEvent(@"applicationWillEnterForeground:")); }

+ (void)nameNextAd:(NSString *)name { [ADSRegistry setNextAdName:name]; }
+ (NSString *)nameOfAd:(id)ad {
    ADSTracked *entry = [ADSRegistry entryFor:ad];
    return [entry isAd] ? entry.name : nil;
}
+ (void)setZ:(NSInteger)z forAd:(id)ad {
    ADSTracked *entry = [ADSRegistry entryFor:ad];
    entry.z = z;
    entry.hasZ = YES;
}
+ (void)trackView:(UIView *)view named:(NSString *)name { [self trackView:view named:name z:0 hasZ:NO]; }
+ (void)trackView:(UIView *)view named:(NSString *)name z:(NSInteger)z { [self trackView:view named:name z:z hasZ:YES]; }
+ (void)trackView:(UIView *)view named:(NSString *)name z:(NSInteger)z hasZ:(BOOL)hasZ {
    if (!view) return;
    ADSTracked *entry = [ADSRegistry addEntryFor:view kind:ADSTrackedAppView name:name];
    entry.view = view;
    entry.z = z;
    entry.hasZ = hasZ;
    ADSLogViewFrame(entry, view, NO);
}
+ (void)untrackView:(UIView *)view {
    ADSTracked *entry = [ADSRegistry entryFor:view];
    if (entry.kind == ADSTrackedAppView) [ADSRegistry removeEntryFor:view];
}
+ (void)recordTrackedFrames {
    for (ADSTracked *entry in [ADSRegistry viewEntries]) ADSLogViewFrame(entry, entry.object, YES);
}
+ (void)recordFrame:(CGRect)frame ofView:(NSString *)name z:(NSInteger)z {
    ADSJSONLine *line = ADSAppEvent(@"view.frame");
    [line addString:name forKey:@"view"];
    [line addFrame:frame forKey:@"frame"];
    [line addInteger:z forKey:@"z"];
    write(line);
}

+ (void)willRotateToInterfaceOrientation:(UIInterfaceOrientation)orientation duration:(NSTimeInterval)duration {
    ADSJSONLine *line = ADSAppEvent(@"willRotateToInterfaceOrientation:duration:");
    [line addString:ADSOrientationName(orientation) forKey:@"to"];
    [line addNumber:duration forKey:@"duration"];
    write(line);
}
+ (void)viewWillAppear { write(ADSAppEvent(@"viewWillAppear:")); }
+ (void)viewWillDisappear { write(ADSAppEvent(@"viewWillDisappear:")); }
+ (void)interfaceOrientationChangedTo:(UIInterfaceOrientation)orientation {
    ADSJSONLine *line = ADSAppEvent(@"device.orientation");
    [line addString:ADSOrientationName(orientation) forKey:@"to"];
    write(line);
}
+ (void)app:(NSString *)event key:(NSString *)key value:(NSString *)value {
    ADSJSONLine *line = ADSAppEvent(event);
    if (value) [line addString:value forKey:key];
    write(line);
}
+ (void)appPaused:(NSString *)what { [self app:@"app.pause" key:@"what" value:what]; }
+ (void)appResumed:(NSString *)what { [self app:@"app.resume" key:@"what" value:what]; }
+ (void)transitionFrom:(NSString *)from to:(NSString *)to {
    ADSJSONLine *line = ADSAppEvent(@"app.transition");
    if (from) [line addString:from forKey:@"from"];
    if (to) [line addString:to forKey:@"to"];
    write(line);
}
+ (void)urgent:(NSString *)reason { [self app:@"app.urgent" key:@"reason" value:reason]; }
+ (void)alert:(NSString *)message { [self app:@"app.alert" key:@"message" value:message]; }
+ (void)userTappedAd:(id)ad { [self user:@"user.tap" ad:ad]; }
+ (void)userDismissedAd:(id)ad { [self user:@"user.dismiss" ad:ad]; }
+ (void)user:(NSString *)event ad:(id)ad {
    NSString *name = [self nameOfAd:ad];
    if (!name) return;
    ADSJSONLine *line = ADSAppEvent(event);
    [line addString:name forKey:@"ad"];
    write(line);
}
@end

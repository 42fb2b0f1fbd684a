#import "ADSHeader.h"
#import "ADSNames.h"
#import <UIKit/UIKit.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>
#ifdef __APPLE__
#include <mach-o/dyld.h>
#include <mach-o/loader.h>
#include <string.h>
#endif

static NSString *utcNow(const char *format) {
    char text[32];
    time_t now = time(NULL);
    struct tm tm;
    gmtime_r(&now, &tm);
    strftime(text, sizeof text, format, &tm);
    return [NSString stringWithUTF8String:text];
}

static NSString *appName(NSDictionary *info) {
    NSString *name = [info objectForKey:@"CFBundleDisplayName"];
    if (![name length]) name = [info objectForKey:@"CFBundleName"];
    return [name length] ? name : @"app";
}

NSString *ADSDefaultSessionId(NSDictionary *info) {
    return [NSString stringWithFormat:@"%@-%@-%d", appName(info), utcNow("%Y%m%dT%H%M%SZ"), (int)getpid()];
}

// UIDevice's model is "iPhone", "iPod touch", "iPad", or "iPhone Simulator"... in the
// simulator; the idiom decides when the model says neither.
static NSString *family(void) {
    NSString *model = [[UIDevice currentDevice] model];
    if ([model hasPrefix:@"iPad"]) return @"iPad";
    if ([model hasPrefix:@"iPod"]) return @"iPod touch";
    if ([model hasPrefix:@"iPhone"]) return @"iPhone";
    return [[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPad ? @"iPad" : @"iPhone";
}

// uname's machine is the model identifier on iOS ("iPhone3,1"); in the simulator it is
// the Mac's ("x86_64"), which the header then says.
static NSString *machine(void) {
    struct utsname name;
    if (uname(&name) != 0) return nil;
    return [NSString stringWithUTF8String:name.machine];
}

// UISupportedInterfaceOrientations (the ~ipad key first on an iPad) as the format's
// "portrait" / "landscape"; nil when the Info.plist does not say.
static NSArray *supportedOrientations(NSDictionary *info) {
    NSArray *keys = [NSArray arrayWithObjects:@"UISupportedInterfaceOrientations~ipad", @"UISupportedInterfaceOrientations", nil];
    if (![family() isEqual:@"iPad"]) keys = [keys subarrayWithRange:NSMakeRange(1, 1)];
    for (NSString *key in keys) {
        NSArray *values = [info objectForKey:key];
        if (![values isKindOfClass:[NSArray class]]) continue;
        BOOL portrait = NO, landscape = NO;
        for (NSString *v in values) {
            if (![v isKindOfClass:[NSString class]]) continue;
            if ([v hasPrefix:@"UIInterfaceOrientationPortrait"]) portrait = YES;
            if ([v hasPrefix:@"UIInterfaceOrientationLandscape"]) landscape = YES;
        }
        NSMutableArray *result = [NSMutableArray array];
        if (portrait) [result addObject:@"portrait"];
        if (landscape) [result addObject:@"landscape"];
        return result;
    }
    return nil;
}

static ADSJSONLine *appObject(NSDictionary *options, NSDictionary *info) {
    ADSJSONLine *app = [ADSJSONLine line];
    [app addString:appName(info) forKey:@"name"];
    NSString *version = [info objectForKey:@"CFBundleShortVersionString"];
    if (![version length]) version = [info objectForKey:@"CFBundleVersion"];
    if ([version length]) [app addString:version forKey:@"version"];
    NSString *target = [info objectForKey:@"MinimumOSVersion"];  // Xcode's copy of the deployment target
    if ([target length]) [app addString:target forKey:@"deploymentTarget"];
    NSString *linkage = [options objectForKey:@"iAdLinkage"];
    if (!linkage) linkage = ADSLinkageOfIAd();
    if (linkage) [app addString:linkage forKey:@"iAdLinkage"];
    NSArray *orientations = supportedOrientations(info);
    if (orientations) [app addStrings:orientations forKey:@"supportedOrientations"];
    return app;
}

ADSJSONLine *ADSMakeHeader(NSString *sessionId, NSDictionary *options, NSDictionary *info) {
    ADSJSONLine *header = [ADSJSONLine line];
    [header addInteger:1 forKey:@"adsession"];
    [header addString:sessionId forKey:@"id"];
    NSString *title = [options objectForKey:@"title"];
    if (title) [header addString:title forKey:@"title"];
    [header addString:@"recorded" forKey:@"source"];
    ADSJSONLine *device = [ADSJSONLine line];
    [device addString:family() forKey:@"family"];
    NSString *model = machine();
    if (model) [device addString:model forKey:@"model"];
    [header addObject:device forKey:@"device"];
    [header addString:[[UIDevice currentDevice] systemVersion] forKey:@"os"];
    [header addObject:appObject(options, info) forKey:@"app"];
    NSString *orientation = ADSOrientationName([[UIApplication sharedApplication] statusBarOrientation]);
    if (orientation) [header addString:orientation forKey:@"orientation"];
    [header addString:utcNow("%Y-%m-%dT%H:%M:%SZ") forKey:@"recordedAt"];
    return header;
}

// The main executable's load command for iAd.framework: LC_LOAD_WEAK_DYLIB is Xcode's
// "Weak" (Optional) linkage, LC_LOAD_DYLIB its "Required".
NSString *ADSLinkageOfIAd(void) {
#ifdef __APPLE__
    const struct mach_header *header = _dyld_get_image_header(0);
    if (!header) return nil;
    BOOL is64 = header->magic == MH_MAGIC_64;
    const uint8_t *p = (const uint8_t *)header + (is64 ? sizeof(struct mach_header_64) : sizeof(struct mach_header));
    for (uint32_t i = 0; i < header->ncmds; i++) {
        const struct load_command *command = (const struct load_command *)p;
        if (command->cmd == LC_LOAD_DYLIB || command->cmd == LC_LOAD_WEAK_DYLIB) {
            const struct dylib_command *dylib = (const struct dylib_command *)p;
            const char *path = (const char *)p + dylib->dylib.name.offset;
            if (strstr(path, "/iAd.framework/")) return command->cmd == LC_LOAD_WEAK_DYLIB ? @"weak" : @"required";
        }
        p += command->cmdsize;
    }
#endif
    return nil;
}

// recorder-driver SCENARIO --fixtures DIR [--out DIR] [--no-recorder] [--real-clock]
//                 [--transcript FILE] [--crash-after N] [--hang-after N]
// Runs one of the seeds' scenarios through the stand-ins; prints the session file's path.
#import "Driver.h"
#import "iAd/iAdStandInControl.h"
#import "ADSRecorder.h"

int main(int argc, char **argv) {
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    if (argc < 2) { fprintf(stderr, "usage: recorder-driver SCENARIO --fixtures DIR [options]\n"); return 2; }
    NSString *scenario = [NSString stringWithUTF8String:argv[1]];
    NSString *transcript = nil;
    driverOptions.recorder = YES;
    for (int i = 2; i < argc; i++) {
        NSString *arg = [NSString stringWithUTF8String:argv[i]];
        NSString *value = i + 1 < argc ? [NSString stringWithUTF8String:argv[i + 1]] : nil;
        if ([arg isEqual:@"--no-recorder"]) driverOptions.recorder = NO;
        else if ([arg isEqual:@"--real-clock"]) driverOptions.realClock = YES;
        else if (value && [arg isEqual:@"--out"]) { driverOptions.outDir = value; i++; }
        else if (value && [arg isEqual:@"--fixtures"]) { driverOptions.fixtures = value; i++; }
        else if (value && [arg isEqual:@"--transcript"]) { transcript = value; i++; }
        else if (value && [arg isEqual:@"--crash-after"]) { driverOptions.crashAfter = [value intValue]; i++; }
        else if (value && [arg isEqual:@"--hang-after"]) { driverOptions.hangAfter = [value intValue]; i++; }
        else { fprintf(stderr, "unknown option %s\n", argv[i]); return 2; }
    }
    if ([scenario isEqual:@"table"]) RunTableScenario();
    else if ([scenario isEqual:@"game"]) RunGameScenario();
    else if ([scenario isEqual:@"magazine"]) RunMagazineScenario();
    else if ([scenario isEqual:@"edge"]) RunEdgeScenario();
    else if ([scenario isEqual:@"real-clock"]) RunRealClockScenario();
    else { fprintf(stderr, "unknown scenario %s\n", argv[1]); return 2; }
    [ADSRecorder stopSession];
    if (transcript) {
        NSString *text = [[ADStandInTranscript() componentsJoinedByString:@"\n"] stringByAppendingString:@"\n"];
        [text writeToFile:transcript atomically:NO encoding:NSUTF8StringEncoding error:NULL];
    }
    [pool release];
    return 0;
}

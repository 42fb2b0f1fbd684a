#import "ADSDelegateProxy.h"
#import "ADSLog.h"
#import "ADSNames.h"
#import "ADSRegistry.h"
#import "ADSThreadState.h"

@implementation ADSDelegateProxy
- (id)initWithTarget:(id)target {
    if ((self = [super init])) _target = target;
    return self;
}
- (id)target { return _target; }
+ (BOOL)logsSelector:(SEL)selector { return NO; }

- (BOOL)respondsToSelector:(SEL)selector {
    return [[self class] logsSelector:selector] || [super respondsToSelector:selector]
        || [_target respondsToSelector:selector];
}
- (id)forwardingTargetForSelector:(SEL)selector { return _target; }
- (NSMethodSignature *)methodSignatureForSelector:(SEL)selector {
    NSMethodSignature *own = [super methodSignatureForSelector:selector];
    return own ? own : [_target methodSignatureForSelector:selector];
}
- (void)forwardInvocation:(NSInvocation *)invocation { [invocation invokeWithTarget:_target]; }
- (BOOL)isEqual:(id)other { return other == self || [_target isEqual:other]; }
- (NSUInteger)hash { return [_target hash]; }
- (BOOL)isKindOfClass:(Class)cls { return [super isKindOfClass:cls] || [_target isKindOfClass:cls]; }
- (BOOL)conformsToProtocol:(Protocol *)protocol {
    return [super conformsToProtocol:protocol] || [_target conformsToProtocol:protocol];
}
- (NSString *)description { return [_target description]; }

- (void)deliver:(NSString *)event selector:(SEL)selector ad:(id)ad error:(NSError *)error {
    ADSTracked *entry = [ADSRegistry entryFor:ad];
    if (entry && ADSActiveWriter()) {
        ADSJSONLine *line = ADSAdEvent(event, entry.name);
        if (error) {
            ADSJSONLine *e = [ADSJSONLine line];
            [e addString:ADSErrorCodeName(error) forKey:@"code"];
            [e addString:[error localizedDescription] forKey:@"message"];
            [line addObject:e forKey:@"error"];
        }
        ADSWrite(line);
    }
    if (![_target respondsToSelector:selector]) return;
    long depth = ADSSuspendDepth();  // what the delegate calls into iAd is the app's call
    @try {
        if (error) [_target performSelector:selector withObject:ad withObject:error];
        else [_target performSelector:selector withObject:ad];
    } @finally {
        ADSResumeDepth(depth);
    }
}

// `t` is read as the callback arrives; the line is written when the delegate has answered,
// and what the app logs meanwhile (its pause) follows it, as it happened after.
- (BOOL)ask:(NSString *)event selector:(SEL)selector ad:(id)ad willLeave:(BOOL)willLeave {
    ADSTracked *entry = [ADSRegistry entryFor:ad];
    ADSSessionWriter *writer = entry ? ADSActiveWriter() : nil;
    NSUInteger slot = [writer beginHold];
    BOOL answer = YES, answered = NO;
    long depth = ADSSuspendDepth();
    @try {
        if ([_target respondsToSelector:selector]) {
            BOOL (*ask)(id, SEL, id, BOOL) = (BOOL (*)(id, SEL, id, BOOL))[_target methodForSelector:selector];
            answer = ask(_target, selector, ad, willLeave);
        }
        answered = YES;
    } @finally {
        ADSResumeDepth(depth);
        if (writer) {
            ADSJSONLine *line = ADSAdEvent(answered ? event : @"recorder.delegateRaised", entry.name);
            [line addBool:willLeave forKey:@"willLeave"];
            if (answered) [line addBool:answer forKey:@"returned"];
            else [line addString:event forKey:@"callback"];
            [writer endHold:slot withEvent:line];
        }
    }
    return answer;
}
@end

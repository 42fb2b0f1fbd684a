#import "ADSJSONLine.h"
#include <math.h>

static void appendEscaped(NSMutableString *out, unichar c) {
    switch (c) {
    case '"': [out appendString:@"\\\""]; return;
    case '\\': [out appendString:@"\\\\"]; return;
    case '\n': [out appendString:@"\\n"]; return;
    case '\r': [out appendString:@"\\r"]; return;
    case '\t': [out appendString:@"\\t"]; return;
    case '\b': [out appendString:@"\\b"]; return;
    case '\f': [out appendString:@"\\f"]; return;
    default: break;
    }
    if (c >= 0x20 && c < 0x7f) [out appendFormat:@"%c", (char)c];
    else [out appendFormat:@"\\u%04x", (unsigned)c];
}

NSString *ADSJSONString(NSString *s) {
    NSUInteger n = [s length];
    NSMutableString *out = [NSMutableString stringWithCapacity:n + 2];
    unichar *chars = malloc(sizeof(unichar) * (n ? n : 1));
    [s getCharacters:chars range:NSMakeRange(0, n)];
    [out appendString:@"\""];
    for (NSUInteger i = 0; i < n; i++) {
        unichar c = chars[i];
        BOOL high = c >= 0xD800 && c <= 0xDBFF, low = c >= 0xDC00 && c <= 0xDFFF;
        if (high && i + 1 < n && chars[i + 1] >= 0xDC00 && chars[i + 1] <= 0xDFFF) {
            appendEscaped(out, c);
            appendEscaped(out, chars[++i]);
        } else if (high || low) {
            appendEscaped(out, 0xFFFD);  // an unpaired surrogate is no character: JSON parsers reject it
        } else {
            appendEscaped(out, c);
        }
    }
    [out appendString:@"\""];
    free(chars);
    return out;
}

// Integer arithmetic, not printf's %f: the app may have set a locale whose decimal
// separator is a comma.
NSString *ADSJSONNumber(double v) {
    if (!isfinite(v) || fabs(v) > 1e12) return nil;
    long long m = llround(v * 1000.0);
    const char *sign = m < 0 ? "-" : "";
    long long a = m < 0 ? -m : m, whole = a / 1000, frac = a % 1000;
    if (frac == 0) return [NSString stringWithFormat:@"%s%lld", sign, whole];
    int digits = 3;
    while (frac % 10 == 0) { frac /= 10; digits--; }
    return [NSString stringWithFormat:@"%s%lld.%0*lld", sign, whole, digits, frac];
}

@implementation ADSJSONLine
+ (ADSJSONLine *)line { return [[[ADSJSONLine alloc] init] autorelease]; }
+ (ADSJSONLine *)eventNamed:(NSString *)name {
    ADSJSONLine *line = [self line];
    [line addString:name forKey:@"event"];
    return line;
}
- (id)init {
    if ((self = [super init])) _fields = [[NSMutableString alloc] init];
    return self;
}
- (void)dealloc { [_fields release]; [super dealloc]; }
- (void)addRaw:(NSString *)json forKey:(NSString *)key {
    if (!json) { _broken = YES; return; }
    if ([_fields length]) [_fields appendString:@", "];
    [_fields appendFormat:@"%@: %@", ADSJSONString(key), json];
}
- (void)addString:(NSString *)value forKey:(NSString *)key { [self addRaw:ADSJSONString(value) forKey:key]; }
- (void)addBool:(BOOL)value forKey:(NSString *)key { [self addRaw:(value ? @"true" : @"false") forKey:key]; }
- (void)addNumber:(double)value forKey:(NSString *)key { [self addRaw:ADSJSONNumber(value) forKey:key]; }
- (void)addInteger:(long long)value forKey:(NSString *)key {
    [self addRaw:[NSString stringWithFormat:@"%lld", value] forKey:key];
}
- (void)addFrame:(CGRect)f forKey:(NSString *)key {
    NSString *x = ADSJSONNumber(f.origin.x), *y = ADSJSONNumber(f.origin.y);
    NSString *w = ADSJSONNumber(f.size.width), *h = ADSJSONNumber(f.size.height);
    if (!x || !y || !w || !h) { _broken = YES; return; }
    [self addRaw:[NSString stringWithFormat:@"[%@, %@, %@, %@]", x, y, w, h] forKey:key];
}
- (void)addStrings:(NSArray *)values forKey:(NSString *)key {
    NSMutableArray *quoted = [NSMutableArray arrayWithCapacity:[values count]];
    for (NSString *s in values) [quoted addObject:ADSJSONString(s)];
    [self addRaw:[NSString stringWithFormat:@"[%@]", [quoted componentsJoinedByString:@", "]] forKey:key];
}
- (void)addObject:(ADSJSONLine *)object forKey:(NSString *)key {
    [self addRaw:[NSString stringWithFormat:@"{%@}", [object fields]] forKey:key];
    if ([object isBroken]) _broken = YES;
}
- (NSString *)fields { return _fields; }
- (BOOL)isBroken { return _broken; }
@end

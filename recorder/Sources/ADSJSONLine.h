// One JSON object, its keys in the order they are added, for one line of a session file.
// Strings are escaped so that any NSString (quotes, control characters, emoji, even an
// unpaired UTF-16 surrogate) gives valid JSON: everything outside printable ASCII is
// written as \uXXXX, so the file is plain ASCII and always valid UTF-8.
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

/// `s` as a JSON string literal, quotes included (nil gives "").
NSString *ADSJSONString(NSString *s);
/// `v` rounded to the millisecond, without trailing zeros ("320", "0.3", "-1.25");
/// nil when `v` is not finite or too large to round (JSON has no NaN or infinity).
NSString *ADSJSONNumber(double v);

@interface ADSJSONLine : NSObject {
    NSMutableString *_fields;
    BOOL _broken;
}
+ (ADSJSONLine *)line;
/// A line whose first field is "event": name.
+ (ADSJSONLine *)eventNamed:(NSString *)name;
- (void)addString:(NSString *)value forKey:(NSString *)key;
- (void)addBool:(BOOL)value forKey:(NSString *)key;
- (void)addNumber:(double)value forKey:(NSString *)key;
- (void)addInteger:(long long)value forKey:(NSString *)key;
/// [x, y, width, height].
- (void)addFrame:(CGRect)frame forKey:(NSString *)key;
- (void)addStrings:(NSArray *)values forKey:(NSString *)key;
- (void)addObject:(ADSJSONLine *)object forKey:(NSString *)key;
/// The fields without braces: "a": 1, "b": true.
- (NSString *)fields;
/// YES when a number could not be written (NaN, infinity): the line is then not the event.
- (BOOL)isBroken;
@end

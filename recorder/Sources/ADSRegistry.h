// The objects the recorder logs, by address: ads, host views, tracked app views.
// Thread-safe (calls into iAd may come from any thread; logging them is the point).
#import <Foundation/Foundation.h>
#import "ADSTracked.h"

@interface ADSRegistry : NSObject
/// The entry of `object`, or nil (cheap when nothing is tracked: the UIView hooks ask this
/// on every setFrame: of the app).
+ (ADSTracked *)entryFor:(id)object;
+ (ADSTracked *)addEntryFor:(id)object kind:(ADSTrackedKind)kind name:(NSString *)name;
/// Removes and returns the entry (autoreleased), or nil.
+ (ADSTracked *)removeEntryFor:(id)object;
/// "banner-N" or "full-N", or the name given to nameNextAd:.
+ (NSString *)nextAdNameOfKind:(ADSTrackedKind)kind;
+ (void)setNextAdName:(NSString *)name;
/// The entries of views (banners, host views, app views), in the order added.
+ (NSArray *)viewEntries;
/// Starts names at 1 again (a new session).
+ (void)resetNames;
@end

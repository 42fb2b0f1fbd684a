// Replaces a method of one class only: a method the class inherits (ADBannerView's
// setFrame: comes from UIView) gets an override added to that class, so that other classes
// keep theirs. Returns the implementation the replacement must call.
#import <Foundation/Foundation.h>

IMP ADSReplaceMethod(Class cls, SEL selector, IMP replacement);

/// A named integration defect. Each breaks the rules in `rules` (ids of `rules.md`) and
/// no other; `Defect+Catalogue.swift` documents them and what each one needs.
///
/// | defect | app | what the app does wrong | rules that fail |
/// | --- | --- | --- | --- |
/// | `banner-before-load` | table | adds the banner on screen before its first ad | banner-never-empty |
/// | `keeps-banner-on-error` | table | never hides the banner on an error | banner-hide-on-error, banner-never-empty |
/// | `late-show` | table | moves the loaded banner on screen 2 s late | banner-show-on-load |
/// | `no-resize-on-rotation` | table | ignores `willRotate…` for the banner size | banner-size-matches-orientation |
/// | `no-resize-on-reappear` | table | does not fix the size in `viewWillAppear:` after a rotation on the detail screen (004 "One final problem") | banner-size-matches-orientation |
/// | `stretched-banner` | table | sets the banner's frame 10 pt taller than its content size | banner-frame-is-builtin-size |
/// | `required-portrait-only` | table | requires only the portrait size but switches to landscape | banner-current-in-required |
/// | `requires-unused-size` | table (portrait only) | requires the landscape size it never uses | banner-required-only-used |
/// | `banner-outside-view-controller` | table | adds the banner to a view outside any view controller | banner-in-view-controller |
/// | `no-autosizing` | table | does not shrink the table for the banner (004 "Check your autosizing masks") | banner-not-obscured |
/// | `covered-by-app-views` | table | draws a toolbar over most of the banner and a keyboard over all of it, on and off | banner-not-obscured |
/// | `release-during-action` | table (iOS ≤ 4.2) | releases the banner while its action runs | banner-no-release-during-action |
/// | `strong-link` | table (target < 4.0) | links iAd as required with a 3.x deployment target | banner-weak-link-before-ios4 |
/// | `no-class-check` | table (iOS < 4.0) | creates the banner without `NSClassFromString` on iOS 3 | banner-weak-link-before-ios4 |
/// | `no-pause-on-action` | any | does not pause for an ad action | ad-pause-on-action |
/// | `no-resume-after-action` | any | stays paused after an ad action | ad-resume-after-action |
/// | `refuses-actions` | any | answers `NO` to `…ActionShouldBegin:…` | ad-allow-actions |
/// | `cancels-without-urgency` | any | cancels ad actions on a timer | ad-cancel-only-when-urgent |
/// | `release-with-delegate` | any | releases ad objects without clearing the delegate | ad-delegate-cleared-before-release |
/// | `background-thread` | any | creates and sets up ad objects on a background thread | ad-main-thread |
/// | `alert-on-error` | any | shows an alert when an ad fails | ad-no-error-ui |
/// | `not-configured` | any | iAd is not set up in iTunes Connect: every request fails with `ADErrorConfigurationError` | ad-configuration |
/// | `no-idiom-check` | game, magazine (not iPad, or iOS < 4.3) | creates full-screen ads without checking the device | interstitial-ipad-only |
/// | `present-before-load` | magazine | presents the ad page before the ad loads | interstitial-present-when-loaded |
/// | `modal-from-load-callback` | game | presents the modal ad from `interstitialAdDidLoad:`, mid-match | interstitial-modal-at-transition |
/// | `polls-loaded` | game, magazine | polls `loaded` every 0.5 s until the ad loads | interstitial-no-polling |
/// | `wrong-host-height` | magazine | makes the ad page 100 pt too short | interstitial-host-view-size |
/// | `no-host-resize-on-rotation` | magazine | does not resize the ad page on rotation | interstitial-host-view-size |
/// | `host-outside-view-controller` | magazine | hosts the ad page outside any view controller | interstitial-host-in-view-controller |
/// | `keeps-object-after-unload` | game, magazine | keeps the ad object after it unloads | interstitial-release-after-unload |
/// | `presents-twice` | magazine | presents the same ad again in a new page on rotation | interstitial-one-ad-per-object |
/// | `leaves-empty-page` | magazine | leaves the empty ad page after the ad unloads | interstitial-remove-empty-page |
public enum Defect: String, Sendable, Hashable, CaseIterable {
    case bannerBeforeLoad = "banner-before-load"
    case keepsBannerOnError = "keeps-banner-on-error"
    case lateShow = "late-show"
    case noResizeOnRotation = "no-resize-on-rotation"
    case noResizeOnReappear = "no-resize-on-reappear"
    case stretchedBanner = "stretched-banner"
    case requiredPortraitOnly = "required-portrait-only"
    case requiresUnusedSize = "requires-unused-size"
    case bannerOutsideViewController = "banner-outside-view-controller"
    case noAutosizing = "no-autosizing"
    case coveredByAppViews = "covered-by-app-views"
    case releaseDuringAction = "release-during-action"
    case strongLink = "strong-link"
    case noClassCheck = "no-class-check"
    case noPauseOnAction = "no-pause-on-action"
    case noResumeAfterAction = "no-resume-after-action"
    case refusesActions = "refuses-actions"
    case cancelsWithoutUrgency = "cancels-without-urgency"
    case releaseWithDelegate = "release-with-delegate"
    case backgroundThread = "background-thread"
    case alertOnError = "alert-on-error"
    case notConfigured = "not-configured"
    case noIdiomCheck = "no-idiom-check"
    case presentBeforeLoad = "present-before-load"
    case modalFromLoadCallback = "modal-from-load-callback"
    case pollsLoaded = "polls-loaded"
    case wrongHostHeight = "wrong-host-height"
    case noHostResizeOnRotation = "no-host-resize-on-rotation"
    case hostOutsideViewController = "host-outside-view-controller"
    case keepsObjectAfterUnload = "keeps-object-after-unload"
    case presentsTwice = "presents-twice"
    case leavesEmptyPage = "leaves-empty-page"
}

/// The 29 checks of the catalogue as /work/coord/language.md gives them to the notes author.
let catalogueChecks: [(id: String, check: String)] = [
    ("banner-never-empty", """
for each banner
never not loaded while visible
  except within 0.5s after `bannerView:didFailToReceiveAdWithError:`
report "{ad} is on screen with no ad loaded"
"""),
    ("banner-hide-on-error", """
for each banner
after `bannerView:didFailToReceiveAdWithError:` while visible
expect not visible within 0.5s
report "{ad} stayed on screen after it failed to load an ad ({error.code})"
"""),
    ("banner-show-on-load", """
for each banner
after `bannerViewDidLoadAd:` while not visible and hostOnScreen and not background
expect visible within 1s
report "{ad} loaded an ad but was not shown within 1 s"
"""),
    ("banner-size-matches-orientation", """
for each banner
always sizeMatchesOrientation while visible
  except within 0.5s after `willRotateToInterfaceOrientation:duration:` or `device.orientation`
report "{ad} shows {currentContentSizeIdentifier} in {orientation} orientation"
"""),
    ("banner-frame-is-builtin-size", """
for each banner
always frameIsBuiltinSize while visible
report "{ad}'s frame {frame} is not the built-in banner size on this device"
"""),
    ("banner-current-in-required", """
for each banner
always currentContentSizeIdentifier in requiredContentSizeIdentifiers
  while currentContentSizeIdentifier != nil and requiredContentSizeIdentifiers != nil
report "{ad}'s current size {currentContentSizeIdentifier} is not in its required set {requiredContentSizeIdentifiers}"
"""),
    ("banner-required-only-used", """
for each banner
when app.supportedOrientations != nil
always requiredOrientations in app.supportedOrientations while requiredContentSizeIdentifiers != nil
report "{ad} requires {requiredContentSizeIdentifiers} but the app supports only {app.supportedOrientations}"
"""),
    ("banner-in-view-controller", """
for each banner
always inViewController == true while visible
report "{ad} is on screen but was added to a view outside any view controller"
"""),
    ("banner-not-obscured", """
for each banner
never obscured while visible
report "{ad} overlaps the app's view {obscuredBy}"
"""),
    ("banner-no-release-during-action", """
for each banner
when os < 4.3
never `release` while actionInProgress
report "{ad} was released while its ad action was in progress"
"""),
    ("banner-weak-link-before-ios4", """
when app.deploymentTarget < 4.0 and app.iAdLinkage != nil
assert app.iAdLinkage == "weak"
report "iAd.framework is linked {app.iAdLinkage} but the app deploys to iOS {app.deploymentTarget}; link it weak"

when os < 4.0
never `initWithFrame:` or `init`
report "{ad} was created on iOS {os}, which has no iAd"
"""),
    ("ad-pause-on-action", """
for each ad
after `bannerViewActionShouldBegin:willLeaveApplication:` or `interstitialAdActionShouldBegin:willLeaveApplication:`
  where willLeave == false and returned == true
expect paused within 0.1s
report "{ad} began an ad action but the app did not pause within 0.1 s"
"""),
    ("ad-resume-after-action", """
for each ad
after `bannerViewActionDidFinish:` or `interstitialAdActionDidFinish:` or `cancelAction` while paused
expect not paused within 1s
report "the app did not resume within 1 s after {ad}'s ad action ended"
"""),
    ("ad-allow-actions", """
never `bannerViewActionShouldBegin:willLeaveApplication:` or `interstitialAdActionShouldBegin:willLeaveApplication:`
  where returned == false
report "the delegate of {ad} refused an ad action"
"""),
    ("ad-cancel-only-when-urgent", """
before `cancelBannerViewAction` or `cancelAction` require `app.urgent` within 2s
report "{ad}'s ad action was cancelled with nothing urgent in the 2 s before"
"""),
    ("ad-delegate-cleared-before-release", """
for each ad
never `release` while delegate == "set"
report "{ad} was released with its delegate still set"

for each ad
never any callback while released
report "{event} arrived for {ad} after it was released"
"""),
    ("ad-main-thread", """
never any call where thread != "main"
report "{event} was called on thread {thread}; iAd must be used from the main thread"
"""),
    ("ad-no-error-ui", """
after `bannerView:didFailToReceiveAdWithError:` or `interstitialAd:didFailWithError:`
forbid `app.alert` within 1s
report "the app showed an alert right after {ad} failed to load an ad"
"""),
    ("ad-configuration", """
never `bannerView:didFailToReceiveAdWithError:` or `interstitialAd:didFailWithError:`
  where error.code == "ADErrorConfigurationError"
report "{ad} failed with ADErrorConfigurationError: iAd is not set up for this app"
"""),
    ("interstitial-ipad-only", """
for each interstitial
assert device.family == "iPad" and os >= 4.3
report "{ad} was created on a {device.family} with iOS {os}; full-screen ads need an iPad with iOS 4.3 or later"
"""),
    ("interstitial-present-when-loaded", """
for each interstitial
before `presentFromViewController:` or `presentInView:` require loaded
report "{ad} was presented while it had no ad loaded"
"""),
    ("interstitial-modal-at-transition", """
before `presentFromViewController:` require `app.transition` within 1s
report "{ad} was presented modally with no app.transition in the 1 s before"
"""),
    ("interstitial-no-polling", """
for each interstitial
at most 2 `loaded` within 5s
report "the app read {ad}.loaded {count} times within 5 s"
"""),
    ("interstitial-host-view-size", """
for each interstitial
always hostViewSizeOK while presentation == "modeless" and inViewHierarchy
  except within 0.5s after `willRotateToInterfaceOrientation:duration:` or `device.orientation`
report "{ad}'s host view {frame} does not fit the {screen} screen"
"""),
    ("interstitial-host-in-view-controller", """
never `presentInView:` where inViewController == false
report "{ad} was presented in a view outside any view controller"
"""),
    ("interstitial-release-after-unload", """
for each interstitial
after `interstitialAdDidUnload:` or `interstitialAd:didFailWithError:`
expect `release` within 1s
report "{ad} was not released within 1 s after its ad went away"

for each interstitial
after `interstitialAdDidUnload:` or `interstitialAd:didFailWithError:`
forbid any call where not (event == `setDelegate:` and delegate == false) and event != `view.remove` and event != `release`
report "{event} was called on {ad} after its ad went away"
"""),
    ("interstitial-one-ad-per-object", """
for each interstitial
at most 1 `presentFromViewController:` or `presentInView:`
report "{ad} was presented {count} times; create a new ADInterstitialAd for each ad"
"""),
    ("interstitial-remove-empty-page", """
for each interstitial
after `interstitialAdDidUnload:` while presentation == "modeless" and inViewHierarchy
expect `view.remove` within 1s
report "{ad} unloaded but its empty host view was not removed within 1 s"
"""),
    ("model-consistency", """
never any event where inconsistency != nil
report "{inconsistency}"
"""),
]

/// Rules of the forms of the language the shipped notes leave out or use once, so that the
/// differential tests and the engine's fuzz target reach every pattern and option
/// (`rule-language.md`).
public enum LanguageRules {
    public static let checks: [(id: String, check: String)] = [
        ("x-never-state-session", "never paused while not background\n  except within 1s after `app.resume` or `app.transition`\nreport \"paused at {t} in {orientation}\""),
        ("x-always-ad", "for each ad\nalways loaded or not visible while hostOnScreen\n  except within 2s after `initWithFrame:` or `init` or `view.add` where inViewController == true\nreport \"{ad} ({kind}) shown empty, line {line}\""),
        ("x-never-hidden-interstitial", "for each interstitial\nnever presentation == \"modal\" and not loaded\nreport \"{ad} modal without ad {presentation}\""),
        ("x-never-event-while", "for each ad\nnever `setFrame:` or `setHidden:` while visible and not paused\nreport \"{event} on {ad} while visible at {t}\""),
        ("x-never-inconsistent", "never any event where inconsistency != nil\nreport \"{event}: {inconsistency}\""),
        ("x-expect-state-session", "after `app.pause` where what != nil\nexpect not paused within 3s\nreport \"{what} paused too long (due {deadline})\""),
        ("x-expect-event", "for each ad\nafter `view.add` while not loaded\nexpect `bannerViewDidLoadAd:` or `interstitialAdDidLoad:` or `view.remove` within 2s\nreport \"{ad} added at {t} (inViewController {inViewController}) got no ad by {deadline}\""),
        ("x-expect-event-session", "after `willRotateToInterfaceOrientation:duration:` where duration > 0.2\nexpect `setFrame:` or `setCurrentContentSizeIdentifier:` within 0.5s\nreport \"rotation to {to} not followed by a resize ({event})\""),
        ("x-forbid-rest", "for each banner\nafter `view.remove`\nforbid `setHidden:` where hidden == false\nreport \"{ad} unhidden at {t} after removal at line {line}\""),
        ("x-forbid-within-session", "after `app.urgent`\nforbid any callback within 1.5s\nreport \"{event} of {ad} after urgent {reason}\""),
        ("x-require-state", "for each banner\nbefore `view.add` where inViewController == true require not hidden\nreport \"{ad} added hidden\""),
        ("x-require-event-ad", "for each ad\nbefore `release` require `setDelegate:` where delegate == false within 1s\nreport \"{ad} released at {t} without clearing its delegate\""),
        ("x-at-most-session", "at most 3 `app.pause` or `app.resume` within 2s\nreport \"{count} pauses and resumes by {t}\""),
        ("x-at-most-total", "for each banner\nat most 2 `setCurrentContentSizeIdentifier:`\nreport \"{ad} turned {count} times, {identifier}\""),
        ("x-at-least-banner", "for each banner\nat least 1 `bannerViewDidLoadAd:` within 20s while visible\nreport \"{ad} visible without a new ad for 20 s ({count} in the window, due {deadline})\""),
        ("x-at-least-session", "at least 2 `app.pause` or `app.resume` or `app.alert` within 5s\nreport \"{count} pauses, resumes or alerts by {t}, line {line}\""),
        ("x-assert-when", "when device.family == \"iPhone\"\nassert os >= 4.2\nreport \"old iOS {os} on {device.model}\""),
        ("x-assert-ad", "for each banner\nassert app.name != nil\nreport \"{ad} in an app with no name, {screen}\""),
        ("x-when-false", "when os < 1.0\nnever any event\nreport \"never\""),
        ("x-exposure-hidden-long", "for each banner\nnever bucket == \"hidden\" for more than 3s while hostOnScreen and not background\nreport \"{ad} hidden for more than 3 s, line {line}\""),
        ("x-exposure-always-seen", "for each ad\nalways exposure >= 0.5 or hiddenBy != \"covered\" for more than 1s while loaded\n  except within 2s after `view.frame`\nreport \"{ad} ({kind}) covered at {t}\""),
        ("x-exposure-expect", "for each ad\nafter `bannerViewDidLoadAd:` or `interstitialAdDidLoad:` while bucket == \"idle\"\nexpect bucket == \"viewable\" or bucket == \"action\" within 2s\nreport \"{ad} loaded at {t} but not viewable within 2 s\""),
        ("x-exposure-not-shown", "for each interstitial\nnever hiddenBy == \"notShown\" and presentCount > 0\nreport \"{ad} presented {presentCount} times but not shown\""),
        ("x-exposure-at-least", "for each banner\nat least 1 `bannerViewDidLoadAd:` within 30s while bucket == \"viewable\" or bucket == \"partly\"\nreport \"{ad} seen without a new ad for 30 s\""),
        ("x-obscured", "for each ad\nnever obscured and visible\n  except within 0.3s after `view.frame`\nreport \"{ad} covered by {obscuredBy}\""),
        ("x-covered", "for each banner\nnever coveredBy != [] while covering != [] and visible\nreport \"{ad} under {coveredBy}, over {covering}\""),
    ]
}

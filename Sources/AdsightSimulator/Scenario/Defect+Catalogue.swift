import AdsightSession

extension Defect {
    /// The rule ids (`rules.md`) this defect makes fail; every other rule passes or does not apply.
    public var rules: [String] {
        switch self {
        case .bannerBeforeLoad: return ["banner-never-empty"]
        case .keepsBannerOnError: return ["banner-hide-on-error", "banner-never-empty"]
        case .lateShow: return ["banner-show-on-load"]
        case .noResizeOnRotation, .noResizeOnReappear: return ["banner-size-matches-orientation"]
        case .stretchedBanner: return ["banner-frame-is-builtin-size"]
        case .requiredPortraitOnly: return ["banner-current-in-required"]
        case .requiresUnusedSize: return ["banner-required-only-used"]
        case .bannerOutsideViewController: return ["banner-in-view-controller"]
        case .noAutosizing, .coveredByAppViews: return ["banner-not-obscured"]
        case .releaseDuringAction: return ["banner-no-release-during-action"]
        case .strongLink, .noClassCheck: return ["banner-weak-link-before-ios4"]
        case .noPauseOnAction: return ["ad-pause-on-action"]
        case .noResumeAfterAction: return ["ad-resume-after-action"]
        case .refusesActions: return ["ad-allow-actions"]
        case .cancelsWithoutUrgency: return ["ad-cancel-only-when-urgent"]
        case .releaseWithDelegate: return ["ad-delegate-cleared-before-release"]
        case .backgroundThread: return ["ad-main-thread"]
        case .alertOnError: return ["ad-no-error-ui"]
        case .notConfigured: return ["ad-configuration"]
        case .noIdiomCheck: return ["interstitial-ipad-only"]
        case .presentBeforeLoad: return ["interstitial-present-when-loaded"]
        case .modalFromLoadCallback: return ["interstitial-modal-at-transition"]
        case .pollsLoaded: return ["interstitial-no-polling"]
        case .wrongHostHeight, .noHostResizeOnRotation: return ["interstitial-host-view-size"]
        case .hostOutsideViewController: return ["interstitial-host-in-view-controller"]
        case .keepsObjectAfterUnload: return ["interstitial-release-after-unload"]
        case .presentsTwice: return ["interstitial-one-ad-per-object"]
        case .leavesEmptyPage: return ["interstitial-remove-empty-page"]
        }
    }

    /// The apps the defect can be given to.
    public var apps: [AppKind] {
        switch self {
        case .bannerBeforeLoad, .keepsBannerOnError, .lateShow, .noResizeOnRotation, .noResizeOnReappear,
             .stretchedBanner, .requiredPortraitOnly, .requiresUnusedSize, .bannerOutsideViewController,
             .noAutosizing, .coveredByAppViews, .releaseDuringAction, .strongLink, .noClassCheck:
            return [.table]
        case .noPauseOnAction, .noResumeAfterAction, .refusesActions, .cancelsWithoutUrgency,
             .releaseWithDelegate, .backgroundThread, .alertOnError, .notConfigured:
            return AppKind.allCases
        case .noIdiomCheck, .pollsLoaded, .keepsObjectAfterUnload: return [.game, .magazine]
        case .modalFromLoadCallback: return [.game]
        case .presentBeforeLoad, .wrongHostHeight, .noHostResizeOnRotation, .hostOutsideViewController,
             .presentsTwice, .leavesEmptyPage:
            return [.magazine]
        }
    }

    /// Why the defect cannot show in `scenario` (nil when it can): the situation it
    /// needs (a device, an OS, a rotation) is impossible there.
    public func unmetNeed(in scenario: Scenario) -> String? {
        let d = scenario.device
        let rotates = d.orientations.count > 1
        let fullScreenWorks = d.family == .iPad && d.os >= Version([4, 3])
        switch self {
        case .noResizeOnRotation, .requiredPortraitOnly, .noHostResizeOnRotation, .presentsTwice,
             .noResizeOnReappear:
            return rotates ? nil : "needs device.orientations with both portrait and landscape"
        case .requiresUnusedSize:
            return d.orientations == [.portrait] ? nil : "needs device.orientations: [portrait] (a portrait-only app)"
        case .releaseDuringAction:
            return d.os < Version([4, 3]) ? nil : "needs device.os 4.2.x or earlier (the rule only applies there)"
        case .strongLink:
            if let target = scenario.app.deploymentTarget, target < Version([4]), d.os >= Version([4]) { return nil }
            return "needs app.deploymentTarget below 4.0 and device.os 4.0 or later"
        case .noClassCheck:
            return d.os < Version([4]) ? nil : "needs device.os below 4.0"
        case .noIdiomCheck:
            return fullScreenWorks ? "needs a device without full-screen ads (not an iPad, or iOS below 4.3)" : nil
        case .noPauseOnAction, .noResumeAfterAction, .refusesActions, .cancelsWithoutUrgency:
            return scenario.app.kind.usesBanners || fullScreenWorks ? nil : "needs a device that shows ads"
        case .modalFromLoadCallback, .pollsLoaded, .presentBeforeLoad, .wrongHostHeight,
             .hostOutsideViewController, .keepsObjectAfterUnload, .leavesEmptyPage:
            return fullScreenWorks ? nil : "needs an iPad with iOS 4.3 or later (full-screen ads)"
        case .bannerBeforeLoad, .keepsBannerOnError, .lateShow, .stretchedBanner,
             .bannerOutsideViewController, .noAutosizing, .coveredByAppViews:
            return d.os >= Version([4]) ? nil : "needs device.os 4.0 or later (iAd)"
        case .releaseWithDelegate, .backgroundThread, .alertOnError, .notConfigured:
            if scenario.app.kind.usesBanners { return d.os >= Version([4]) ? nil : "needs device.os 4.0 or later (iAd)" }
            return fullScreenWorks ? nil : "needs an iPad with iOS 4.3 or later (full-screen ads)"
        }
    }
}

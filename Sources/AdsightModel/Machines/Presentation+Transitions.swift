import AdsightSession

extension Presentation {
    /// `presentFromViewController:`.
    mutating func presentModally() -> Transition {
        switch self {
        case .none, .modal, .modeless:
            self = .modal(dismissed: false)
            return .accepted
        }
    }

    /// `presentInView:`.
    mutating func presentInView(host: Rect, inViewController: Bool) -> Transition {
        switch self {
        case .none, .modal, .modeless:
            self = .modeless(host: host, inViewController: inViewController)
            return .accepted
        }
    }

    /// `setFrame:` on a full-screen ad: moves a modeless host view.
    mutating func setHostFrame(_ frame: Rect) {
        switch self {
        case .modeless(_, let ivc): self = .modeless(host: frame, inViewController: ivc)
        case .none, .modal: break
        }
    }

    /// `user.dismiss`: only a modal presentation can be closed by the user.
    mutating func userDismiss() -> Transition {
        switch self {
        case .modal(dismissed: false):
            self = .modal(dismissed: true)
            return .accepted
        case .modal(dismissed: true):
            return .inconsistent("user.dismiss on a modal ad the user already dismissed")
        case .modeless:
            return .inconsistent("user.dismiss on an ad presented modelessly; only a modal ad has a close button")
        case .none:
            return .inconsistent("user.dismiss on an ad that is not presented modally")
        }
    }

    /// `interstitialAdDidUnload:`: iAd does not unload a modal ad the user still sees.
    func unloadCheck() -> Transition {
        switch self {
        case .modal(dismissed: false):
            return .inconsistent("a modal full-screen ad unloaded while still presented and not dismissed")
        case .none, .modal, .modeless:
            return .accepted
        }
    }
}

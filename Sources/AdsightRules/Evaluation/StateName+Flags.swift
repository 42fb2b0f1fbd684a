import AdsightModel

extension StateName {
    /// The state as a boolean without building a `Value`: nil when `read` gives `nil` or a
    /// non-boolean. `flag(s, ad) == true` exactly when `read(s, ad) == .bool(true)`.
    func flag(_ state: ModelState, _ ad: AdState?) -> Bool? {
        switch self {
        case .paused: return state.app.paused
        case .background: return state.app.background
        case .hostOnScreen: return state.app.hostOnScreen
        case .loaded: return ad?.loaded
        case .everLoaded: return ad?.everLoaded
        case .visible: return ad?.visible
        case .released: return ad?.released
        case .hidden: return ad?.hidden
        case .inViewHierarchy: return ad?.inViewHierarchy
        case .inViewController: return ad?.inViewController
        case .actionInProgress: return ad?.actionInProgress
        case .unloaded: return ad?.unloaded
        case .frameIsBuiltinSize: return ad?.frameIsBuiltinSize
        case .sizeMatchesOrientation: return ad?.sizeMatchesOrientation
        case .obscured: return ad?.obscured
        case .hostViewSizeOK: return ad?.hostViewSizeOK
        case .orientation, .screen, .kind, .delegate, .presentation, .presentCount, .frame,
             .currentContentSizeIdentifier, .requiredContentSizeIdentifiers, .requiredOrientations, .obscuredBy:
            return nil
        }
    }

    /// Whether `read(state, ad)` is `nil`, without building it.
    func isNil(_ state: ModelState, _ ad: AdState?) -> Bool {
        guard isAdState else { return false }
        guard let ad else { return true }
        switch self {
        case .inViewController: return ad.inViewController == nil
        case .frame: return ad.frame == nil
        case .currentContentSizeIdentifier: return ad.currentContentSizeIdentifier == nil
        case .requiredContentSizeIdentifiers, .requiredOrientations: return ad.requiredContentSizeIdentifiers == nil
        case .frameIsBuiltinSize: return ad.frameIsBuiltinSize == nil
        case .sizeMatchesOrientation: return ad.sizeMatchesOrientation == nil
        case .hostViewSizeOK: return ad.hostViewSizeOK == nil
        default: return false
        }
    }
}

import AdsightModel

extension StateName {
    /// The state as a boolean without building a `Value` or copying the ad: nil when `read`
    /// gives `nil` or a non-boolean; `flag(c) == x` exactly when `read(c.state, c.ad) == .bool(x)`.
    @inline(__always)  // into the flag tests (one jump table, no call per test)
    func flag(_ c: inout EvalContext) -> Bool? {
        switch self {
        case .paused: return c.state.app.paused
        case .background: return c.state.app.background
        case .hostOnScreen: return c.state.app.hostOnScreen
        case .loaded: return c.adIndex >= 0 ? c.state.ads[c.adIndex].loaded : nil
        case .everLoaded: return c.adIndex >= 0 ? c.state.ads[c.adIndex].everLoaded : nil
        case .visible: return c.adIndex >= 0 ? c.state.ads[c.adIndex].visible : nil
        case .released: return c.adIndex >= 0 ? c.state.ads[c.adIndex].released : nil
        case .hidden: return c.adIndex >= 0 ? c.state.ads[c.adIndex].hidden : nil
        case .inViewHierarchy: return c.adIndex >= 0 ? c.state.ads[c.adIndex].inViewHierarchy : nil
        case .inViewController: return c.adIndex >= 0 ? c.state.ads[c.adIndex].inViewController : nil
        case .actionInProgress: return c.adIndex >= 0 ? c.state.ads[c.adIndex].actionInProgress : nil
        case .unloaded: return c.adIndex >= 0 ? c.state.ads[c.adIndex].unloaded : nil
        case .frameIsBuiltinSize: return c.adIndex >= 0 ? c.state.ads[c.adIndex].frameIsBuiltinSize : nil
        case .sizeMatchesOrientation: return c.adIndex >= 0 ? c.state.ads[c.adIndex].sizeMatchesOrientation : nil
        case .obscured: return c.adIndex >= 0 ? c.state.ads[c.adIndex].obscured : nil
        case .hostViewSizeOK: return c.adIndex >= 0 ? c.state.ads[c.adIndex].hostViewSizeOK : nil
        case .orientation, .screen, .kind, .delegate, .presentation, .presentCount, .frame,
             .currentContentSizeIdentifier, .requiredContentSizeIdentifiers, .requiredOrientations, .obscuredBy,
             .exposure, .bucket, .hiddenBy:
            return nil
        }
    }

    /// Whether `read(c.state, c.ad)` is `nil`, without building it.
    func isNil(_ c: inout EvalContext) -> Bool {
        guard isAdState else { return false }
        if isExposure { return ExposureReading.value(self, c) == .null }
        let a = c.adIndex
        guard a >= 0 else { return true }
        switch self {
        case .inViewController: return c.state.ads[a].inViewController == nil
        case .frame: return c.state.ads[a].frame == nil
        case .currentContentSizeIdentifier: return c.state.ads[a].currentContentSizeIdentifier == nil
        case .requiredContentSizeIdentifiers, .requiredOrientations: return c.state.ads[a].requiredContentSizeIdentifiers == nil
        case .frameIsBuiltinSize: return c.state.ads[a].frameIsBuiltinSize == nil
        case .sizeMatchesOrientation: return c.state.ads[a].sizeMatchesOrientation == nil
        case .hostViewSizeOK: return c.state.ads[a].hostViewSizeOK == nil
        default: return false
        }
    }

    /// A string state without building a `Value`: `string(c) == x` exactly when
    /// `read(c.state, c.ad) == .string(x)`; nil for nil or a state that is not a string.
    func string(_ c: inout EvalContext) -> String? {
        switch self {
        case .orientation: return c.state.app.orientation.rawValue
        case .kind: return c.adIndex >= 0 ? c.state.ads[c.adIndex].kind.rawValue : nil
        case .delegate: return c.adIndex >= 0 ? c.state.ads[c.adIndex].delegate.rawValue : nil
        case .presentation: return c.adIndex >= 0 ? c.state.ads[c.adIndex].presentation.label : nil
        case .currentContentSizeIdentifier:
            return c.adIndex >= 0 ? c.state.ads[c.adIndex].currentContentSizeIdentifier?.raw : nil
        case .bucket, .hiddenBy: return ExposureReading.string(self, c)
        default: return nil
        }
    }

    /// `read(c.state, c.ad)` without copying the ad out of the state.
    func value(_ c: EvalContext) -> Value {
        guard isAdState else { return read(c.state, nil) }
        guard c.adIndex >= 0 else { return .null }
        if isExposure { return ExposureReading.value(self, c) }
        return c.state.ads.withUnsafeBufferPointer { ads in readAd(ads[c.adIndex]) }
    }
}

import AdsightModel

extension StateName {
    /// The state as a boolean without building a `Value` or copying the ad: nil when `read`
    /// gives `nil` or a non-boolean; `flag(c) == x` exactly when `read(c.state, c.ad) == .bool(x)`.
    @inline(__always)  // into the flag tests (one jump table, no call per test)
    func flag(_ c: inout EvalContext) -> Bool? {
        guard isAdState else { return flag(app: c.state.app) }
        return c.adIndex >= 0 ? flag(ad: c.state.ads[c.adIndex]) : nil
    }

    /// Whether `read(c.state, c.ad)` is `nil`, without building it.
    func isNil(_ c: inout EvalContext) -> Bool {
        guard isAdState else { return false }
        if isExposure { return ExposureReading.value(self, c) == .null }
        let a = c.adIndex
        guard a >= 0 else { return true }
        switch type {
        case .bool: return flag(ad: c.state.ads[a]) == nil
        case .string: return text(ad: c.state.ads[a]) == nil
        default: break
        }
        switch self {
        case .frame: return c.state.ads[a].frame == nil
        case .requiredContentSizeIdentifiers, .requiredOrientations: return c.state.ads[a].requiredContentSizeIdentifiers == nil
        default: return false
        }
    }

    /// A string state without building a `Value`: `string(c) == x` exactly when
    /// `read(c.state, c.ad) == .string(x)`; nil for nil or a state that is not a string.
    func string(_ c: inout EvalContext) -> String? {
        if isExposure { return self == .exposure ? nil : ExposureReading.string(self, c) }
        guard isAdState else { return text(app: c.state.app) }
        return c.adIndex >= 0 ? text(ad: c.state.ads[c.adIndex]) : nil
    }

    /// `read(c.state, c.ad)` without copying the ad out of the state.
    func value(_ c: EvalContext) -> Value {
        guard isAdState else { return read(c.state, nil) }
        guard c.adIndex >= 0 else { return .null }
        if isExposure { return ExposureReading.value(self, c) }
        return c.state.ads.withUnsafeBufferPointer { ads in readAd(ads[c.adIndex]) }
    }
}

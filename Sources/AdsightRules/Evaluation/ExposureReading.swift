import AdsightModel

/// How conditions read the exposure states (`exposure`, `bucket`, `hiddenBy`) of the scope's
/// ad: its moment as the exposure meter defines it (`ExposureMoment`), from the ad, the app,
/// the screen and the one fact the meter keeps (`EvalContext.presentationLive`). Worked out
/// only when a condition asks: rules that read no exposure never pay for it.
enum ExposureReading {
    /// The moment of the context's ad; nil without an ad, or once it is released (its
    /// lifetime is over).
    static func moment(_ c: EvalContext) -> ExposureMoment? {
        let a = c.adIndex
        guard a >= 0, a < c.state.ads.count, !c.state.ads[a].released else { return nil }
        let screen = Geometry.screenRect(c.state.device, c.state.app.orientation.axis)
        return ExposureMoment(ad: c.state.ads[a], app: c.state.app, screen: screen, presentationLive: c.presentationLive(a))
    }

    /// The state `s` (an exposure state) as a string: the bucket or the hidden reason's name.
    static func string(_ s: StateName, _ c: EvalContext) -> String? {
        guard let m = moment(c) else { return nil }
        return s == .bucket ? m.bucket.rawValue : m.reason?.rawValue
    }

    /// The value of the exposure state `s`.
    static func value(_ s: StateName, _ c: EvalContext) -> Value {
        guard let m = moment(c) else { return .null }
        switch s {
        case .exposure: return .number(m.exposure)
        case .bucket: return .string(m.bucket.rawValue)
        default: return m.reason.map { .string($0.rawValue) } ?? .null
        }
    }
}

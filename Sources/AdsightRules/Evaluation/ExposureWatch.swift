import AdsightModel
import AdsightSession

/// The exposure meter a session monitor keeps when one of its rules reads an exposure state
/// (none otherwise: the other rules pay nothing). It sees every step before the rules judge
/// it, puts what the rules read of it in the context (`EvalContext.live`), and tells when the
/// app's views changed: that changes exposure without changing any ad or app fact.
struct ExposureWatch {
    private var meter: ExposureMeter
    /// The app's views after the previous step.
    private var views: [AppView] = []

    init(header: SessionHeader) { meter = ExposureMeter(header: header) }

    /// Observes `step`; returns the exposure states (`StateName.exposureStates`) when the
    /// app's views changed (every ad's exposure may then differ), else 0.
    mutating func observe(_ step: LentStep, ctx: inout EvalContext) -> UInt64 {
        meter.observe(step)
        swap(&ctx.live, &ctx.liveBefore)
        ctx.live.removeAll(keepingCapacity: true)
        let count = step.stateAddress.pointee.ads.count
        for i in 0..<count { ctx.live.append(meter.presentationLive(ofAdAt: i)) }
        guard step.stateAddress.pointee.app.views != views else { return 0 }
        views = step.stateAddress.pointee.app.views
        return StateName.exposureStates
    }
}

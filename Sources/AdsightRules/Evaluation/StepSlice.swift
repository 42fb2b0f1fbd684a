import AdsightModel
import AdsightSession

/// What one scope instance sees of one step: the group's `t`, the events concerning it
/// (in file order), the state after the group, and the scope's ad in it.
struct StepSlice {
    var t: Double
    var events: [Event]
    var state: ModelState
    var ad: AdState?
    var adName: String?
    var findings: [ConsistencyFinding]

    /// The model's finding for the event on `line`, if any.
    func inconsistency(_ line: Int) -> String? {
        findings.first { $0.line == line }?.message
    }

    func context(_ header: SessionHeader, _ event: Event? = nil) -> EvalContext {
        EvalContext(header: header, state: state, ad: ad, event: event,
                    inconsistency: event.flatMap { findings.isEmpty ? nil : inconsistency($0.line) })
    }
}

#if DEBUG
import AdsightModel
@testable import AdsightRules
import AdsightSession

/// What the reference keeps of one rule over one scope instance: a plain state machine
/// fed every step the instance is judged at, with no skipping.
protocol InstanceJudge {
    var applicable: Bool { get }
    var evidence: [Evidence] { get }
    /// Judges the state after `step` and the step's events that concern the instance.
    mutating func visit(_ step: ReferenceStep, _ reading: ReferenceReading, _ instance: ReferenceInstance)
    /// The instance's object ended at `t` (its name re-created as a kind the rule does not judge).
    mutating func end(at t: Double)
    /// The session ended in `final`: the last state lasts for ever, no more events come.
    mutating func finish(final: ModelState, _ reading: ReferenceReading)
}

extension InstanceJudge {
    mutating func end(at t: Double) {}
    mutating func finish(final: ModelState, _ reading: ReferenceReading) {}
}

/// Times are compared to the microsecond (`rule-language.md`, "Time").
enum ReferenceTime {
    static func notAfter(_ t: Double, _ deadline: Double) -> Bool { t <= deadline + 1e-6 }
}
#endif

#if DEBUG
import AdsightModel
@testable import AdsightRules
import AdsightSession

/// One group of equal-`t` events as the reference sees it: the whole state before and
/// after it (no change record, no lent pointers) and the model's findings.
struct ReferenceStep {
    var t: Double
    var events: [Event]
    var before: ModelState
    var after: ModelState
    var findings: [ConsistencyFinding]
    /// `ExposureMeter.presentationLive(ofAdAt:)` of each ad before and after the group (what
    /// the exposure states read besides the state).
    var liveBefore: [Bool] = []
    var liveAfter: [Bool] = []

    /// Every step of `session`, replayed through the model.
    static func replay(_ session: Session) -> (steps: [ReferenceStep], final: ModelState) {
        var replayer = Replayer(header: session.header)
        var meter = ExposureMeter(header: session.header)
        var steps: [ReferenceStep] = []
        var live: [Bool] = []
        Replay.forEachGroup(session.events) { group in
            let before = replayer.state
            let step = replayer.apply(group)
            meter.observe(step)
            let liveAfter = step.state.ads.indices.map(meter.presentationLive(ofAdAt:))
            steps.append(ReferenceStep(t: step.t, events: Array(group), before: before, after: step.state,
                                       findings: step.findings, liveBefore: live, liveAfter: liveAfter))
            live = liveAfter
        }
        return (steps, replayer.state)
    }

    /// The model's finding for the event on `line` (the first, as the engine reads it).
    func inconsistency(_ line: Int) -> String? { findings.first { $0.line == line }?.message }

    /// The states after each of the group's events in turn, applied one at a time from
    /// `before` (only for the start of a bad stretch).
    func statesAfterEachEvent() -> [ModelState] {
        var replayer = Replayer(state: before)
        return events.map { e in
            _ = replayer.apply([e][...])
            return replayer.state
        }
    }
}
#endif

import AdsightModel
import AdsightSession

/// No events, no findings and no indices at fixed addresses: what a `StepView` reads before a step is lent.
final class EmptyStep: Sendable {
    nonisolated(unsafe) let events: UnsafeMutablePointer<ArraySlice<Event>>
    nonisolated(unsafe) let findings: UnsafeMutablePointer<[ConsistencyFinding]>
    /// Room for one index (a view of no events reads none of it).
    nonisolated(unsafe) let noIndices: UnsafeMutablePointer<Int>

    init() {
        events = .allocate(capacity: 1)
        events.initialize(to: [])
        findings = .allocate(capacity: 1)
        findings.initialize(to: [])
        noIndices = .allocate(capacity: 1)
        noIndices.initialize(to: 0)
    }
}

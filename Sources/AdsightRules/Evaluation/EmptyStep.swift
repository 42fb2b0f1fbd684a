import AdsightModel
import AdsightSession

/// No events and no findings at fixed addresses: what a `StepView` reads before a step is lent.
final class EmptyStep: Sendable {
    nonisolated(unsafe) let events: UnsafeMutablePointer<ArraySlice<Event>>
    nonisolated(unsafe) let findings: UnsafeMutablePointer<[ConsistencyFinding]>

    init() {
        events = .allocate(capacity: 1)
        events.initialize(to: [])
        findings = .allocate(capacity: 1)
        findings.initialize(to: [])
    }
}

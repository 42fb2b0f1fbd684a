/// An `EventMatch` lowered for judging: the event set and the `where` test, held by one
/// object so monitors read them without copying the condition.
final class MatchCode: Sendable {
    let events: EventSet
    let filter: Test?

    /// The `where` can hold only for an event with a model finding.
    let needsInconsistency: Bool
    /// The `where` can hold only for an event naming a thread.
    let needsThread: Bool

    init(_ m: EventMatch) {
        events = m.events; filter = m.filter?.test
        needsInconsistency = filter?.needsInconsistency ?? false
        needsThread = filter?.needsThread ?? false
    }

    /// Whether the event's name is in the set (fields not looked at).
    func named(_ index: Int) -> Bool { events.contains(index) }
}

import AdsightModel
import AdsightSession

/// What the monitors see of one step, shared by every scope instance: the group's events
/// with each one's vocabulary index and owning ad, computed once per step (no per-instance
/// copies of the events).
struct StepView {
    /// `owners` value of an event with no `ad`: it concerns every instance.
    static let everyone = -1
    /// `owners` value of an event naming an ad that is not in the state.
    static let nobody = -2

    var t: Double
    /// Where the group's events and findings are: lent by the monitor for the step.
    private var eventsAt: UnsafePointer<ArraySlice<Event>>
    private var findingsAt: UnsafePointer<[ConsistencyFinding]>
    /// The group's events, read in place.
    var events: ArraySlice<Event> { unsafeAddress { eventsAt } }
    /// `EventVocabulary.index(of:)` of each event, in group order.
    var kinds: UnsafeMutablePointer<Int>
    /// The index in `state.ads` of each event's ad (or `everyone` / `nobody`).
    var owners: UnsafeMutablePointer<Int>
    /// The model's findings of the group, read in place.
    var findings: [ConsistencyFinding] { unsafeAddress { findingsAt } }
    /// The instance looking: an index in `state.ads`, or `everyone` for the session scope.
    var ad: Int = StepView.everyone
    /// The vocabulary indices of the events concerning the instance, as an `EventSet` mask.
    var mask: UInt64 = 0
    /// The states (`StateName.bit` mask) of the instance's ad and of the app that differ
    /// from the previous step's (an instance sees every step that changes a state it reads).
    var changes: UInt64 = StateName.everything

    /// A view of no step (before the first is lent): no events, no findings.
    init() {
        t = 0; kinds = Self.nothing.noIndices; owners = Self.nothing.noIndices
        eventsAt = UnsafePointer(Self.nothing.events); findingsAt = UnsafePointer(Self.nothing.findings)
    }

    /// Reads the step's events and findings from these addresses (valid for the step).
    mutating func lend(events: UnsafePointer<ArraySlice<Event>>, findings: UnsafePointer<[ConsistencyFinding]>) {
        eventsAt = events
        findingsAt = findings
    }

    /// Reads no step again (nothing lent is referenced after this; `t` stays the last step's).
    mutating func endLoan() {
        eventsAt = UnsafePointer(Self.nothing.events); findingsAt = UnsafePointer(Self.nothing.findings)
        count = 0
    }

    /// What a view reads when no step is lent.
    private static let nothing = EmptyStep()

    /// The number of events in the group (of `kinds` and `owners`).
    var count = 0

    /// The `k`-th event of the group.
    func event(_ k: Int) -> Event { events[events.startIndex + k] }

    /// Whether the `k`-th event concerns the instance looking (the session sees them all).
    @inline(__always)
    func concerns(_ k: Int) -> Bool {
        ad == StepView.everyone || owners[k] == StepView.everyone || owners[k] == ad
    }

    /// The model's finding for the event on `line`, if any.
    func inconsistency(_ line: Int) -> String? {
        findings.first { $0.line == line }?.message
    }

    /// The last event concerning the instance.
    var lastEvent: Event? {
        var k = count - 1
        while k >= 0 { if concerns(k) { return event(k) }; k -= 1 }
        return nil
    }

    /// The first event concerning the instance, on `line` if given.
    func firstEvent(line: Int? = nil) -> Event? {
        for k in 0..<count where concerns(k) {
            let e = event(k)
            if line == nil || e.line == line { return e }
        }
        return nil
    }

    /// Puts the `k`-th event (and its model finding) in `ctx` for a `where` condition.
    func load(_ k: Int, into ctx: inout EvalContext) {
        guard ctx.slot != k else { return }
        ctx.inconsistency = findings.isEmpty ? nil : inconsistency(events[events.startIndex + k].line)
        ctx.slot = k
        ctx.eventIndex = kinds[k]
    }

    /// Whether the `k`-th event is in `m`'s set and its fields match.
    @inline(__always)  // called per event and rule: most calls end at the set test
    func matches(_ m: MatchCode, _ k: Int, _ ctx: inout EvalContext) -> Bool {
        guard m.events.contains(kinds[k]) else { return false }
        return m.filter == nil || filterHolds(m, k, &ctx)
    }

    /// `m`'s `where` for the `k`-th event (out of line: kept out of the monitors' frames).
    @inline(never)
    func filterHolds(_ m: MatchCode, _ k: Int, _ ctx: inout EvalContext) -> Bool {
        guard let filter = m.filter else { return true }
        load(k, into: &ctx)
        return filter.holds(in: &ctx)
    }
}

import AdsightModel
import AdsightSession

/// What a condition can read: the header, the state after the current group (and the
/// scope's ad in it), and the event being matched. One context is kept per session and
/// updated in place (state per step, ad per instance, event per `where`), never rebuilt
/// per condition.
struct EvalContext {
    var header: SessionHeader
    /// Holds the state given at init, which `state` reads unless one is lent.
    private var cell: StateCell
    /// Where `state` is read: the cell's state, or the one lent by `lend(_:)`.
    private var current: UnsafePointer<ModelState>
    /// The state after the current group, read in place (a monitor lends the step's state
    /// for the step: no copy of it, no retain of its arrays).
    var state: ModelState { unsafeAddress { current } }
    /// The index in `state.ads` of the scope's ad (-1: none, the session scope).
    var adIndex: Int = -1
    /// Where `events` is read: the cell's events, or the ones lent by `lend(_:events:)`.
    private var currentEvents: UnsafePointer<ArraySlice<Event>>
    /// The current group's events (read in place), and the position of the one being matched (-1: none).
    var events: ArraySlice<Event> { unsafeAddress { currentEvents } }
    var slot: Int = -1
    /// The vocabulary index of the event being matched (`EventVocabulary.index(of:)`; read only
    /// while `slot >= 0`, set with it).
    var eventIndex: Int = -1
    /// The model's finding for the event being matched.
    var inconsistency: String?
    /// `ExposureMeter.presentationLive(ofAdAt:)` of each ad after the current group and
    /// before it (kept only while a rule reads exposure; empty: true for every ad).
    var live: [Bool] = []
    var liveBefore: [Bool] = []

    init(header: SessionHeader, state: ModelState, event: Event? = nil, inconsistency: String? = nil) {
        self.header = header; self.inconsistency = inconsistency
        cell = StateCell(state, events: event.map { [$0][...] } ?? [])
        current = UnsafePointer(cell.pointer)
        currentEvents = UnsafePointer(cell.events)
        if let event {
            slot = 0
            eventIndex = EventVocabulary.index(of: event.kind)
        }
    }

    /// Reads `state` from `lent` until `endLoan()`; the caller keeps `lent` valid meanwhile.
    mutating func lend(_ lent: UnsafePointer<ModelState>) { current = lent }

    /// Reads `state` and `events` from `lent` and `events` until `endLoan()` (kept valid meanwhile).
    mutating func lend(_ lent: UnsafePointer<ModelState>, events: UnsafePointer<ArraySlice<Event>>) {
        current = lent
        currentEvents = events
    }

    /// Whether `test` holds in the state before `step`'s group (the state lent now is the
    /// state after it): a rule set off by an event reads its condition as the event arrived.
    /// The scope's ad as it was then; an ad made in the group (no earlier object of its own)
    /// as the group left it.
    mutating func holdsBefore(_ test: Test, _ step: LentStep) -> Bool {
        step.withBefore { before in
            let a = adIndex
            guard a < 0 || (a < before.pointee.ads.count && before.pointee.ads[a].createdLine == state.ads[a].createdLine) else {
                return test.holds(in: &self)
            }
            // The test reads the earlier state through this context.
            let after = current
            current = before
            swap(&live, &liveBefore)
            defer {
                current = after
                swap(&live, &liveBefore)
            }
            return test.holds(in: &self)
        }
    }

    /// Reads the context's own state and events again (nothing lent is referenced after this).
    mutating func endLoan() {
        current = UnsafePointer(cell.pointer)
        currentEvents = UnsafePointer(cell.events)
    }

    /// Whether the ad at `a` has not failed since its last presentation (exposure states).
    func presentationLive(_ a: Int) -> Bool { a < live.count ? live[a] : true }

    /// The scope's ad (a copy; the fast tests read its fields in place, `state.ads[adIndex]`).
    var ad: AdState? { adIndex >= 0 ? state.ads[adIndex] : nil }

    /// The event being matched (a copy; the fast tests read it in place).
    var event: Event? { slot >= 0 ? events[events.startIndex + slot] : nil }

    /// Calls `body` with the event being matched (`slot >= 0`) read in place: no copy of the event.
    func withEvent<R>(_ body: (UnsafePointer<Event>) -> R) -> R {
        currentEvents.pointee.withUnsafeBufferPointer { body($0.baseAddress! + slot) }
    }
}

/// A resolved, type-checked condition.
struct Condition: Sendable {
    var type: ValueType
    /// The condition's value (messages, comparisons, lists).
    var eval: @Sendable (EvalContext) -> Value
    /// Its truth, decided without building values where the shape allows.
    var test: Test
    /// The state this condition reads, when it is a bare state name.
    var state: StateName?
    /// The header fact this condition reads, when it is a bare header fact.
    var header: HeaderFact?
    /// The event field this condition reads, when it is a bare field.
    var field: EventField?
    /// The states its value depends on (`StateName.bit` mask; everything unless known).
    var reads: UInt64 = StateName.everything

    init(type: ValueType, test: Test? = nil, state: StateName? = nil, header: HeaderFact? = nil,
         field: EventField? = nil, eval: @escaping @Sendable (EvalContext) -> Value) {
        self.type = type; self.eval = eval; self.test = test ?? Test(eval); self.state = state; self.header = header
        self.field = field
    }

    /// `not c`.
    static func not(_ c: Condition) -> Condition {
        let inner = c.test, value = c.eval  // the value form reads only the value form
        let eval: @Sendable (EvalContext) -> Value = { ctx in .bool(!value(ctx).isTrue) }
        var n = Condition(type: .bool, test: NotTest(inner, eval), eval: eval)
        n.reads = c.reads  // the same states as `c` (an `always` rule's bad state is `not good`)
        return n
    }

    /// Whether the condition is true in `c` (`nil` counts as false).
    func holds(_ c: EvalContext) -> Bool { test.holds(c) }
}

import AdsightModel
import AdsightSession

/// A model state at a fixed address: what an `EvalContext` reads when no monitor lends it
/// the step's state (the header's initial state, a test's state). Shared by the copies of
/// a context, never changed after init.
final class StateCell {
    let pointer: UnsafeMutablePointer<ModelState>
    /// The context's own events (none, or the one event it was made with).
    let events: UnsafeMutablePointer<ArraySlice<Event>>

    init(_ state: ModelState, events: ArraySlice<Event>) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: state)
        self.events = .allocate(capacity: 1)
        self.events.initialize(to: events)
    }

    deinit {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
        events.deinitialize(count: 1)
        events.deallocate()
    }
}

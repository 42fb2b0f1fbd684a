import AdsightModel

/// A model state at a fixed address: what an `EvalContext` reads when no monitor lends it
/// the step's state (the header's initial state, a test's state). Shared by the copies of
/// a context, never changed after init.
final class StateCell {
    let pointer: UnsafeMutablePointer<ModelState>

    init(_ state: ModelState) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: state)
    }

    deinit {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }
}

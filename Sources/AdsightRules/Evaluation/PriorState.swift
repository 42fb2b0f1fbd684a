import AdsightModel

/// The state before a step's group, kept by an `EvalContext` for the step once made (several
/// rules set off in one step read it; nil until the first needs it).
final class PriorState {
    var state: ModelState?
}

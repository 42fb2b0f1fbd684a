import AdsightModel
import AdsightSession

/// What a condition can read: the header, the state after the current group (and the
/// scope's ad in it), and the event being matched.
struct EvalContext {
    var header: SessionHeader
    var state: ModelState
    var ad: AdState?
    var event: Event?
    var inconsistency: String?
}

/// A resolved, type-checked condition.
struct Condition: Sendable {
    var type: ValueType
    var eval: @Sendable (EvalContext) -> Value

    /// Whether the condition is true in `c` (`nil` counts as false).
    func holds(_ c: EvalContext) -> Bool { eval(c).isTrue }

    static let alwaysTrue = Condition(type: .bool) { _ in .bool(true) }
}

/// `state == "literal"` (`!=` with `negate`) on a string state, read in place (no `Value`
/// built, no ad copied); nil (no ad, or no identifier set) equals no string.
final class StateStringEqualsTest: Test, @unchecked Sendable {
    let name: StateName, literal: String, negate: Bool

    init(_ name: StateName, _ literal: String, negate: Bool, _ eval: @escaping @Sendable (EvalContext) -> Value) {
        self.name = name; self.literal = literal; self.negate = negate; super.init(eval)
    }

    override func holds(in c: inout EvalContext) -> Bool {
        (name.string(&c) == literal) != negate
    }
}

/// `field == literal` (`!=` with `negate`) on the event being matched, read in place
/// (no copy of the event into the context, no closure).
final class FieldEqualsTest: Test {
    let field: EventField, literal: Value, negate: Bool

    init(_ field: EventField, _ literal: Value, negate: Bool, _ eval: @escaping @Sendable (EvalContext) -> Value) {
        self.field = field; self.literal = literal; self.negate = negate; super.init(eval)
    }

    override func holds(in c: inout EvalContext) -> Bool {
        let value: Value
        if c.slot < 0 {
            value = .null
        } else if field == .inconsistency {
            value = c.inconsistency.map(Value.string) ?? .null
        } else {
            value = field.read(c.events[c.events.startIndex + c.slot], inconsistency: c.inconsistency)
        }
        return (value == literal) != negate
    }
}

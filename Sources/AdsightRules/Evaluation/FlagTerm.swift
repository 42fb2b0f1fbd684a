/// A condition that is a conjunction of state flags, decided on an ad's `FlagWord` by one
/// mask test: `holds(w)` exactly when the condition's `Test` holds for the ad (`FlagWord`
/// tells which bits mean what). Made from the shapes a `never`/`always` rule's conditions
/// mostly take (`visible`, `not loaded`, `inViewController == true`, `frame != nil`, and
/// `and` of these); anything else has no term and is judged through its `Test`.
struct FlagTerm: Equatable {
    /// The word's bits looked at, and the values they must have.
    let mask: UInt64
    let value: UInt64
    /// The `StateName.bit` mask of the states whose bits the term looks at.
    let states: UInt64

    /// The term that always holds (no condition).
    static let always = FlagTerm(mask: 0, value: 0, states: 0)

    @inline(__always)
    func holds(_ word: UInt64) -> Bool { word & mask == value }

    /// The term of `test`, or nil when its shape has none (an `or`, a `not` over an `and`,
    /// strings, lists, ...).
    static func of(_ test: Test) -> FlagTerm? {
        switch test {
        case let t as StateFlagTest:
            return literal(FlagWord.isTrue(t.name), t.name, set: true)
        case let t as StateFlagEqualsTest:
            // `(flag == value) != negate`: the value's bit set, or (negated) clear.
            return literal(t.value ? FlagWord.isTrue(t.name) : FlagWord.isFalse(t.name), t.name, set: !t.negate)
        case let t as StateNilTest:
            return literal(FlagWord.isNil(t.name), t.name, set: !t.negate)
        case let t as NotTest:
            // `not` of one literal is a literal; of a conjunction of several, a disjunction (none).
            guard let inner = of(t.inner), inner.mask.nonzeroBitCount == 1 else { return nil }
            return FlagTerm(mask: inner.mask, value: inner.value ^ inner.mask, states: inner.states)
        case let t as AndTest:
            guard let a = of(t.a), let b = of(t.b) else { return nil }
            // A bit both required set and clear: never holds, a shape left to the `Test`.
            guard (a.value ^ b.value) & a.mask & b.mask == 0 else { return nil }
            return FlagTerm(mask: a.mask | b.mask, value: a.value | b.value, states: a.states | b.states)
        default:
            return nil
        }
    }

    /// The literal "bit is `set`" (nil: the state has no such bit).
    private static func literal(_ bit: UInt64?, _ name: StateName, set: Bool) -> FlagTerm? {
        guard let bit else { return nil }
        return FlagTerm(mask: bit, value: set ? bit : 0, states: name.bit)
    }
}

/// How a condition decides true/false: a small tree of final classes, so judging a
/// condition calls no closures and builds no `Value` for the common shapes (state flags,
/// `not`/`and`/`or`, `state == nil`, `flag == true`). Anything else runs the condition's
/// general `Value` evaluation. Every node gives exactly `eval(ctx).isTrue`.
class Test: @unchecked Sendable {
    private let eval: @Sendable (EvalContext) -> Value

    init(_ eval: @escaping @Sendable (EvalContext) -> Value) { self.eval = eval }

    /// Whether the condition is true in `c` (`nil` counts as false). `c` is passed in place
    /// (the context is a few hundred bytes: a by-value argument to an overridden method is
    /// copied on every call); no test modifies it.
    func holds(in c: inout EvalContext) -> Bool { eval(c).isTrue }

    /// Whether the test can hold only for an event with a model finding (`inconsistency`
    /// not nil): a group without findings cannot match it. False when not known.
    var needsInconsistency: Bool { false }

    /// Whether the test can hold only for an event naming a thread (`thread` not nil): a
    /// group whose events name none cannot match it. False when not known.
    var needsThread: Bool { false }

    /// `holds(in:)` on a copy of `c`.
    final func holds(_ c: EvalContext) -> Bool {
        var c = c
        return holds(in: &c)
    }
}

/// A boolean state read: true only when the state is `true`.
final class StateFlagTest: Test, @unchecked Sendable {
    let name: StateName
    init(_ name: StateName, _ eval: @escaping @Sendable (EvalContext) -> Value) { self.name = name; super.init(eval) }
    override func holds(in c: inout EvalContext) -> Bool { name.flag(&c) == true }
}

/// `state == true/false` (`!=` with `negate`) on a boolean state, nil equal to neither.
final class StateFlagEqualsTest: Test, @unchecked Sendable {
    let name: StateName, value: Bool, negate: Bool
    init(_ name: StateName, _ value: Bool, negate: Bool, _ eval: @escaping @Sendable (EvalContext) -> Value) {
        self.name = name; self.value = value; self.negate = negate; super.init(eval)
    }
    override func holds(in c: inout EvalContext) -> Bool { (name.flag(&c) == value) != negate }
}

/// `state == nil` (`!=` with `negate`).
final class StateNilTest: Test, @unchecked Sendable {
    let name: StateName, negate: Bool
    init(_ name: StateName, negate: Bool, _ eval: @escaping @Sendable (EvalContext) -> Value) {
        self.name = name; self.negate = negate; super.init(eval)
    }
    override func holds(in c: inout EvalContext) -> Bool { name.isNil(&c) != negate }
}

final class NotTest: Test, @unchecked Sendable {
    let inner: Test
    init(_ inner: Test, _ eval: @escaping @Sendable (EvalContext) -> Value) { self.inner = inner; super.init(eval) }
    override func holds(in c: inout EvalContext) -> Bool { !inner.holds(in: &c) }
}

final class AndTest: Test, @unchecked Sendable {
    let a: Test, b: Test
    init(_ a: Test, _ b: Test, _ eval: @escaping @Sendable (EvalContext) -> Value) { self.a = a; self.b = b; super.init(eval) }
    override func holds(in c: inout EvalContext) -> Bool { a.holds(in: &c) && b.holds(in: &c) }
    override var needsInconsistency: Bool { a.needsInconsistency || b.needsInconsistency }
    override var needsThread: Bool { a.needsThread || b.needsThread }
}

final class OrTest: Test, @unchecked Sendable {
    let a: Test, b: Test
    init(_ a: Test, _ b: Test, _ eval: @escaping @Sendable (EvalContext) -> Value) { self.a = a; self.b = b; super.init(eval) }
    override func holds(in c: inout EvalContext) -> Bool { a.holds(in: &c) || b.holds(in: &c) }
}

import AdsightModel
import AdsightSession

/// The instances of one rule, of its pattern's state machine: the closed set of patterns,
/// each case holding its store and the address of its instances (a plain pointer: a rule
/// visit reads no reference). Adding a pattern adds a case here, in `init`, `observe`, `run`
/// and `grow`.
enum PatternInstances {
    case state(InstanceStore<StatePattern>, UnsafeMutablePointer<StatePattern>)
    case absence(InstanceStore<AbsencePattern>, UnsafeMutablePointer<AbsencePattern>)
    case expectState(InstanceStore<ExpectStatePattern>, UnsafeMutablePointer<ExpectStatePattern>)
    case expectEvent(InstanceStore<ExpectEventPattern>, UnsafeMutablePointer<ExpectEventPattern>)
    case forbid(InstanceStore<ForbidPattern>, UnsafeMutablePointer<ForbidPattern>)
    case requireState(InstanceStore<RequireStatePattern>, UnsafeMutablePointer<RequireStatePattern>)
    case requireEvent(InstanceStore<RequireEventPattern>, UnsafeMutablePointer<RequireEventPattern>)
    case atMost(InstanceStore<AtMostPattern>, UnsafeMutablePointer<AtMostPattern>)
    case atLeast(InstanceStore<AtLeastPattern>, UnsafeMutablePointer<AtLeastPattern>)
    case assert(InstanceStore<AssertPattern>, UnsafeMutablePointer<AssertPattern>)

    init(_ kind: RuleCode.Kind) {
        switch kind {
        case .state: self = Self.make(Self.state)
        case .eventAbsence: self = Self.make(Self.absence)
        case .expectState: self = Self.make(Self.expectState)
        case .expectEvent: self = Self.make(Self.expectEvent)
        case .forbid: self = Self.make(Self.forbid)
        case .requireState: self = Self.make(Self.requireState)
        case .requireEvent: self = Self.make(Self.requireEvent)
        case .atMost: self = Self.make(Self.atMost)
        case .atLeast: self = Self.make(Self.atLeast)
        case .assert: self = Self.make(Self.assert)
        }
    }

    private static func make<P>(_ wrap: (InstanceStore<P>, UnsafeMutablePointer<P>) -> Self) -> Self {
        let store = InstanceStore<P>()
        return wrap(store, store.base)
    }

    /// Instance `a` judges the step (`PatternMachine.observe`); `a` below the live count.
    @inline(__always)  // once per rule visit
    func observe(_ a: Int, _ v: StepView, _ step: LentStep, code: RuleCode, ctx: inout EvalContext,
                 out: inout [Evidence]) -> Int {
        switch self {
        case .state(_, let p): return p[a].observe(v, step, code: code, ctx: &ctx, out: &out)
        case .absence(_, let p): return p[a].observe(v, step, code: code, ctx: &ctx, out: &out)
        case .expectState(_, let p): return p[a].observe(v, step, code: code, ctx: &ctx, out: &out)
        case .expectEvent(_, let p): return p[a].observe(v, step, code: code, ctx: &ctx, out: &out)
        case .forbid(_, let p): return p[a].observe(v, step, code: code, ctx: &ctx, out: &out)
        case .requireState(_, let p): return p[a].observe(v, step, code: code, ctx: &ctx, out: &out)
        case .requireEvent(_, let p): return p[a].observe(v, step, code: code, ctx: &ctx, out: &out)
        case .atMost(_, let p): return p[a].observe(v, step, code: code, ctx: &ctx, out: &out)
        case .atLeast(_, let p): return p[a].observe(v, step, code: code, ctx: &ctx, out: &out)
        case .assert(_, let p): return p[a].observe(v, step, code: code, ctx: &ctx, out: &out)
        }
    }

    /// Runs `body` on the store and instances, whatever the pattern (the one generic entry
    /// for everything but `observe`).
    func run<B: InstancesBody>(_ body: inout B) {
        switch self {
        case .state(let s, let p): body.run(s, p)
        case .absence(let s, let p): body.run(s, p)
        case .expectState(let s, let p): body.run(s, p)
        case .expectEvent(let s, let p): body.run(s, p)
        case .forbid(let s, let p): body.run(s, p)
        case .requireState(let s, let p): body.run(s, p)
        case .requireEvent(let s, let p): body.run(s, p)
        case .atMost(let s, let p): body.run(s, p)
        case .atLeast(let s, let p): body.run(s, p)
        case .assert(let s, let p): body.run(s, p)
        }
    }

    /// Makes instances up to `needed` (see `InstanceStore.grow`), their address read anew.
    mutating func grow(to needed: Int) {
        switch self {
        case .state(let s, _): s.grow(to: needed); self = .state(s, s.base)
        case .absence(let s, _): s.grow(to: needed); self = .absence(s, s.base)
        case .expectState(let s, _): s.grow(to: needed); self = .expectState(s, s.base)
        case .expectEvent(let s, _): s.grow(to: needed); self = .expectEvent(s, s.base)
        case .forbid(let s, _): s.grow(to: needed); self = .forbid(s, s.base)
        case .requireState(let s, _): s.grow(to: needed); self = .requireState(s, s.base)
        case .requireEvent(let s, _): s.grow(to: needed); self = .requireEvent(s, s.base)
        case .atMost(let s, _): s.grow(to: needed); self = .atMost(s, s.base)
        case .atLeast(let s, _): s.grow(to: needed); self = .atLeast(s, s.base)
        case .assert(let s, _): s.grow(to: needed); self = .assert(s, s.base)
        }
    }
}

/// Work on a rule's instances of any pattern (`PatternInstances.run`).
protocol InstancesBody {
    mutating func run<P: PatternMachine>(_ store: InstanceStore<P>, _ instances: UnsafeMutablePointer<P>)
}

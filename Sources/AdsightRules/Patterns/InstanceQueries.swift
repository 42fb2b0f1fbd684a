import AdsightModel
import AdsightSession

// The rule monitor's work on its instances of any pattern (`PatternInstances.run`), one
// body each: generic over the pattern, written once.

/// The pattern's declared interest.
struct InterestOf: InstancesBody {
    let code: RuleCode
    var interest = PatternInterest(events: 0)
    mutating func run<P: PatternMachine>(_ store: InstanceStore<P>, _ instances: UnsafeMutablePointer<P>) {
        interest = P.interest(code)
    }
}

/// Whether an instance of `0..<live` started and applies.
struct Applicable: InstancesBody {
    let live: Int
    var any = false
    mutating func run<P: PatternMachine>(_ store: InstanceStore<P>, _ instances: UnsafeMutablePointer<P>) {
        any = (0..<live).contains { instances[$0].started && instances[$0].applicable }
    }

    /// Whether instance 0 applies.
    static func one(_ instances: PatternInstances) -> Bool {
        var ask = Applicable(live: 1)
        instances.run(&ask)
        return ask.any
    }
}

/// Whether instance `a` is armed.
struct Armed: InstancesBody {
    let a: Int
    var armed = false
    mutating func run<P: PatternMachine>(_ store: InstanceStore<P>, _ instances: UnsafeMutablePointer<P>) {
        armed = instances[a].isArmed
    }
}

/// Instance `a`'s object ended at `t`.
struct End: InstancesBody {
    let a: Int, t: Double, code: RuleCode, header: SessionHeader
    var out: [Evidence]
    var delta = 0
    mutating func run<P: PatternMachine>(_ store: InstanceStore<P>, _ instances: UnsafeMutablePointer<P>) {
        delta = instances[a].end(at: t, code: code, header: header, out: &out)
    }
}

/// The session ended: the started instances finish, in `order` (nil: the session's).
struct Finish: InstancesBody {
    let order: [Int?], code: RuleCode, header: SessionHeader, final: ModelState, lastStep: Double
    var out: [Evidence]
    mutating func run<P: PatternMachine>(_ store: InstanceStore<P>, _ instances: UnsafeMutablePointer<P>) {
        for a in order where instances[a ?? 0].started || a == nil {
            instances[a ?? 0].finish(code: code, header: header, final: final, ad: a, lastStep: lastStep, out: &out)
        }
    }
}

import AdsightModel

/// Which per-ad rules a step can matter to, found in a few mask operations instead of
/// asking every rule: by the step's event kinds (rules naming them), by the states the step
/// changed (state rules reading them) and by the ad's active instances. Bits are indices in
/// the session monitor's rules; with more than 64 rules there is no index (`nil` from `init`)
/// and every rule of the ad's scope is asked.
struct RuleIndex {
    /// `byKind[k]`: the rules whose pattern names vocabulary index `k`.
    private var byKind = [UInt64](repeating: 0, count: 64)
    /// `byState[s]`: the rules whose instances must see a change of state bit `s`.
    private var byState = [UInt64](repeating: 0, count: 64)
    /// `armedByKind[k]`: the rules whose `armedEvents` name `k`: they matter to an ad only
    /// once its instance is armed (its trigger seen); before, only the trigger does.
    private var armedByKind = [UInt64](repeating: 0, count: 64)
    /// The rules whose instances arm (`PatternInterest.arms`).
    private(set) var forbids: UInt64 = 0
    /// The rules whose interest includes the first step: what a new ad's (or a re-created
    /// one's) first step asks; any other rule's first step with none of its events leaves
    /// its instance as it was (nothing pending, nothing armed), so is not asked.
    private var starters: UInt64 = 0
    private var banner: UInt64 = 0
    private var interstitial: UInt64 = 0

    init?(_ rules: [RuleMonitor]) {
        guard rules.count <= 64 else { return nil }
        for i in rules.indices where rules[i].enabled && rules[i].code.scope != .session {
            let scope = rules[i].code.scope, interest = rules[i].interest  // by index: no RuleMonitor copies
            let bit: UInt64 = 1 << UInt64(i)
            if scope.includes(.banner) { banner |= bit }
            if scope.includes(.interstitial) { interstitial |= bit }
            if interest.firstStep { starters |= bit }
            if interest.arms { forbids |= bit }
            Self.add(bit, interest.events, to: &byKind)
            Self.add(bit, interest.armedEvents, to: &armedByKind)
            Self.add(bit, interest.states, to: &byState)
        }
    }

    /// Adds `bit` to `table[k]` for every bit `k` of `mask`.
    static func add(_ bit: UInt64, _ mask: UInt64, to table: inout [UInt64]) {
        var m = mask
        while m != 0 {
            table[m.trailingZeroBitCount] |= bit
            m &= m &- 1
        }
    }

    /// The rules judged per ad of `kind` only (not of the other kind).
    func only(_ kind: AdKind) -> UInt64 { kind == .banner ? banner & ~interstitial : interstitial & ~banner }

    /// The rules of an ad of `kind` to ask about a step with events `mask` (as an `EventSet`)
    /// concerning the ad, changed states `changes`, the ad's `active` rules and its `armed`
    /// `forbid` rules; for an ad that is new or changed kind (its instances of the scope may
    /// not exist yet), every state and `assert` rule of the scope too.
    func candidates(mask: UInt64, changes: UInt64, active: UInt64, armed: UInt64, kind: AdKind) -> UInt64 {
        let scope = kind == .banner ? banner : interstitial
        var out = active
        // Read through buffer pointers: a bit index is below 64, the tables' size (no bounds checks).
        byKind.withUnsafeBufferPointer { byKind in
            armedByKind.withUnsafeBufferPointer { armedByKind in
                var m = mask
                while m != 0 {
                    let k = m.trailingZeroBitCount
                    out |= byKind[k] | armedByKind[k] & armed
                    m &= m &- 1
                }
            }
        }
        if changes & StateName.kind.bit != 0 { return (out | starters) & scope }  // every state rule among them
        byState.withUnsafeBufferPointer { byState in
            var c = changes
            while c != 0 {
                out |= byState[c.trailingZeroBitCount]
                c &= c &- 1
            }
        }
        return out & scope
    }
}

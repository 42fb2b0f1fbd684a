/// Which session-scope rules a step can matter to, found by masks instead of asking each
/// rule: those naming one of the step's events, the state rules reading an app state the
/// step changed, and those not yet started or active (a bad stretch open, an obligation
/// pending). Any other session rule is quiet: judging it would change nothing
/// (`RuleMonitor.observe(session:)` would return at once). Bits are positions in the
/// session monitor's `sessionRules`; with more than 64 of them there is no index.
struct SessionRuleIndex {
    /// `byKind[k]`: the rules whose pattern names vocabulary index `k`.
    private var byKind = [UInt64](repeating: 0, count: 64)
    /// `byState[s]`: the rules whose instances must see a change of state bit `s`.
    private var byState = [UInt64](repeating: 0, count: 64)
    /// Every rule: none has started yet (the monitor's starting `awake` set).
    private(set) var all: UInt64 = 0
    /// The `never` event rules whose `where` can hold only for an event with a model finding:
    /// once applicable, a step without findings leaves them as they are.
    private(set) var needFindings: UInt64 = 0
    /// The `never` event rules whose `where` can hold only for an event naming a thread: once
    /// applicable, a step whose events name none leaves them as they are.
    private(set) var needThread: UInt64 = 0

    /// `rules[sessionRules[j]]` is bit `j`.
    init?(_ rules: [RuleMonitor], sessionRules: [Int]) {
        guard sessionRules.count <= 64 else { return nil }
        for (j, i) in sessionRules.enumerated() {
            let bit: UInt64 = 1 << UInt64(j)
            all |= bit
            let interest = rules[i].interest
            if interest.needsFindings { needFindings |= bit }
            if interest.needsThread { needThread |= bit }
            RuleIndex.add(bit, interest.events | interest.armedEvents, to: &byKind)
            RuleIndex.add(bit, interest.states, to: &byState)
        }
    }

    /// The rules to ask about a step with events `mask` (an `EventSet`) and changed app
    /// states `changes`, `awake` being the rules not yet started or active.
    @inline(__always)  // once per step
    func candidates(mask: UInt64, changes: UInt64, awake: UInt64) -> UInt64 {
        var out = awake
        // Read through buffer pointers: a bit index is below 64, the tables' size (no bounds checks).
        byKind.withUnsafeBufferPointer { byKind in
            var m = mask
            while m != 0 {
                out |= byKind[m.trailingZeroBitCount]
                m &= m &- 1
            }
        }
        byState.withUnsafeBufferPointer { byState in
            var c = changes
            while c != 0 {
                out |= byState[c.trailingZeroBitCount]
                c &= c &- 1
            }
        }
        return out
    }
}

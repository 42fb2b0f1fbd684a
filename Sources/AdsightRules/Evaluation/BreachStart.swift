import AdsightModel
import AdsightSession

/// Which event of a group made a `never`/`always` state bad. The model applies a group at
/// once (derived facts after the group), so when a bad stretch begins in a group with
/// several events concerning the instance, the group is replayed one event at a time from
/// the state before it, on a scratch replayer: only when a stretch begins, never per event.
enum BreachStart {
    /// The event concerning the instance after which the rule's state (its `while` guard and
    /// its bad condition) turned bad for the last time in the group, so stayed bad to the
    /// group's end; the group's last event concerning the instance when that is the only one
    /// or the replay does not end bad.
    @inline(never)  // only when a bad stretch begins: kept out of the monitor's frame
    static func event(_ v: StepView, _ step: LentStep, code: RuleCode, ctx: EvalContext) -> Event? {
        let last = v.lastEvent
        guard let bad = code.test,
              (0..<v.count).lazy.filter(v.concerns).dropFirst().first != nil else { return last }
        var replayer = Replayer(state: step.before)
        var scratch = ctx
        scratch.slot = -1
        var culprit: Event?
        var wasBad = false
        for k in 0..<v.count {
            let i = v.events.startIndex + k
            _ = replayer.apply(v.events[i...i])
            guard v.concerns(k) else { continue }
            let isBad = withUnsafePointer(to: replayer.state) { state in
                scratch.lend(state)
                defer { scratch.endLoan() }
                // An ad of the name that is of the other kind mid-group is another object,
                // which this rule does not judge (review9 L1); a session rule has no ad (-1).
                let a = scratch.adIndex
                return a < scratch.state.ads.count
                    && (a < 0 || code.scope.includes(scratch.state.ads[a].kind))
                    && (code.guardTest?.holds(in: &scratch) ?? true) && bad.holds(in: &scratch)
            }
            if isBad && !wasBad { culprit = v.event(k) }
            wasBad = isBad
        }
        return wasBad ? culprit ?? last : last
    }
}

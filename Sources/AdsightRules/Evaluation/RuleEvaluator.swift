import AdsightModel
import AdsightSession

/// Judges notes over whole sessions.
public enum RuleEvaluator {
    /// Replays `session` once and judges every note over it, in one pass.
    public static func evaluate(notes: [RuleNote], session: Session) -> [RuleResult] {
        var monitor = SessionMonitor(notes: notes, header: session.header)
        var replayer = Replayer(header: session.header)
        Replay.forEachGroup(session.events) { group in replayer.advance(group) { monitor.observe($0) } }
        return monitor.finish(final: replayer.state)
    }

    /// `evaluate(notes:session:)`, also showing `observe` every model step, in order, right
    /// after the rules judged it: whoever else needs the replay (the site's timeline) shares
    /// this one instead of replaying the session again.
    public static func evaluate(notes: [RuleNote], session: Session, observe: (Step) -> Void) -> [RuleResult] {
        var monitor = SessionMonitor(notes: notes, header: session.header)
        var replayer = Replayer(header: session.header)
        Replay.forEachGroup(session.events) { group in
            let step = replayer.apply(group)
            monitor.observe(step)
            observe(step)
        }
        return monitor.finish(final: replayer.state)
    }

    /// `evaluate(notes:session:observe:)` without building a `Step` per group: `observe` is
    /// lent each step in place, right after the rules judged it (read what it needs during
    /// the call; `LentStep.step` makes a value that outlives it).
    public static func evaluate(notes: [RuleNote], session: Session, lending observe: (LentStep) -> Void) -> [RuleResult] {
        var monitor = SessionMonitor(notes: notes, header: session.header)
        var replayer = Replayer(header: session.header)
        Replay.forEachGroup(session.events) { group in
            replayer.advance(group) { step in
                monitor.observe(step)
                observe(step)
            }
        }
        return monitor.finish(final: replayer.state)
    }
}

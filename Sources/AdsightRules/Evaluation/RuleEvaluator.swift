import AdsightModel
import AdsightSession

/// Judges notes over whole sessions.
public enum RuleEvaluator {
    /// Replays `session` once and judges every note over it, in one pass.
    public static func evaluate(notes: [RuleNote], session: Session) -> [RuleResult] {
        var monitor = SessionMonitor(notes: notes, header: session.header)
        var replayer = Replayer(header: session.header)
        Replay.forEachGroup(session.events) { monitor.observe(replayer.apply($0)) }
        return monitor.finish(final: replayer.state)
    }
}

import AdsightSession

/// Exposure of whole sessions, for callers that do not share a replay with the rules.
public enum Exposure {
    /// Replays `session` and measures every ad object's exposure (session-format.md, "Exposure").
    public static func of(_ session: Session, recordingSpans: Bool = false) -> [AdExposure] {
        var meter = ExposureMeter(header: session.header, recordingSpans: recordingSpans)
        var replayer = Replayer(header: session.header)
        Replay.forEachGroup(session.events) { group in replayer.advance(group) { meter.observe($0) } }
        return meter.finish()
    }
}

import AdsightSession

/// Exposure of whole sessions, for callers that do not share a replay with the rules.
public enum Exposure {
    /// Replays `session` and measures every ad object's exposure (session-format.md, "Exposure").
    public static func of(_ session: Session, recordingSpans: Bool = false) -> [AdExposure] {
        of(session, recordingSpans: recordingSpans, recomputingAll: false)
    }

    /// `of(_:recordingSpans:)`, every object's moment found at every step when
    /// `recomputingAll` (the plain reference: tests compare the two).
    static func of(_ session: Session, recordingSpans: Bool, recomputingAll: Bool) -> [AdExposure] {
        var meter = ExposureMeter(header: session.header, recordingSpans: recordingSpans, reportingChanges: false,
                                  recomputingAll: recomputingAll)
        var replayer = Replayer(header: session.header)
        Replay.forEachGroup(session.events) { group in replayer.advance(group) { meter.observe($0) } }
        return meter.finish()
    }

    /// The same read off whole steps (`Step`, as `adsight replay` gives them).
    static func ofSteps(_ session: Session, recordingSpans: Bool) -> [AdExposure] {
        var meter = ExposureMeter(header: session.header, recordingSpans: recordingSpans)
        for step in Replay.run(session).steps { meter.observe(step) }
        return meter.finish()
    }
}

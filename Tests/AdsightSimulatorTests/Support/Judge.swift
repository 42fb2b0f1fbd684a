import AdsightNotes
import AdsightRules
import AdsightSession
import AdsightTemplates

/// Judges sessions against the shipped notes (the 28 rules and model-consistency).
enum Judge {
    static let notes: [RuleNote] = NoteLoader.load(defaults: Embedded.notes.map { NoteFile(path: $0.path, bytes: $0.bytes) })
        .notes.map { RuleNote(id: $0.id, severity: $0.severity, program: $0.program) }

    /// Rule id → status, after writing the session to bytes and decoding it back (as a user's run would).
    static func statuses(_ session: Session) -> [String: RuleStatus] {
        guard let decoded = SessionDecoding.decode(SessionEncoder.encode(session)).session else { return [:] }
        var out: [String: RuleStatus] = [:]
        for r in RuleEvaluator.evaluate(notes: notes, session: decoded) { out[r.rule] = r.status }
        return out
    }

    static func evidence(_ session: Session, rule: String) -> [String] {
        guard let decoded = SessionDecoding.decode(SessionEncoder.encode(session)).session else { return ["invalid"] }
        return RuleEvaluator.evaluate(notes: notes, session: decoded).filter { $0.rule == rule }
            .flatMap(\.evidence).map { "line \($0.line) t=\($0.t): \($0.message)" }
    }

    static func failed(_ session: Session) -> [String] {
        statuses(session).filter { $0.value == .fail }.map(\.key).sorted()
    }
}

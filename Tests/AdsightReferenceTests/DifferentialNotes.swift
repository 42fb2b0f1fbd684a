import AdsightNotes
import AdsightReference
import AdsightRules
import AdsightTemplates

/// The notes both evaluators judge with: the shipped ones, and rules of every form of the
/// language the shipped ones do not use (`LanguageRules`).
enum DifferentialNotes {
    static let shipped: [RuleNote] = NoteLoader.load(defaults: Embedded.notes.map { NoteFile(path: $0.path, bytes: $0.bytes) })
        .notes.map { RuleNote(id: $0.id, severity: $0.severity, program: $0.program) }

    static let language: [RuleNote] = LanguageRules.checks.map { id, check in
        RuleNote(id: id, severity: .warning, program: try! RuleProgram.parse(check))
    }

    static let all = shipped + language
}

import AdsightRules

/// Compiles a note's check blocks with the rule language, mapping the language's
/// positions (within a block) to the note file.
struct CheckCompiler {
    let file: String

    func compile(_ checks: [CheckSource]) throws(NoteError) -> RuleProgram {
        var programs: [RuleProgram] = []
        for check in checks {
            do {
                programs.append(try RuleProgram.parse(check.text))
            } catch {
                throw NoteError(file: file, line: check.line + error.line - 1, column: error.column, message: error.message)
            }
        }
        return RuleProgram(combining: programs)
    }
}

/// Compiles a note's check blocks with the rule language, mapping the language's
/// positions to the note file (placeholder until the rule language lands).
struct CheckCompiler {
    let file: String

    func compile(_ checks: [CheckSource]) throws(NoteError) -> NoteProgram {
        NoteProgram()
    }
}

/// A note's compiled check (placeholder until the rule language lands).
public struct NoteProgram: Sendable {
    public init() {}
}

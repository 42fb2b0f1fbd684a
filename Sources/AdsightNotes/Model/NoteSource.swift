/// A seed document section a note is taken from (front matter `source`).
public struct NoteSource: Sendable, Hashable {
    /// The seed number, as written (`"001"`).
    public var seed: String
    /// The section title in that seed.
    public var section: String

    public init(seed: String, section: String) { self.seed = seed; self.section = section }
}

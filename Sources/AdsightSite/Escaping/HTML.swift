/// A growing piece of markup for the bulk parts of a page (SVG, long tables), built in
/// Swift and inserted whole into a template. Text goes in through `text(_:)`, which
/// escapes with `Markup.escape`; `raw(_:)` is for literal markup written in this module.
public struct HTML: Sendable, CustomStringConvertible {
    public private(set) var description: String = ""

    public init() {}

    /// Appends literal markup (tags written in this module, never user data).
    public mutating func raw(_ markup: String) { description += markup }

    /// Appends text, escaped.
    public mutating func text(_ text: String) { description += Markup.escape(text) }

    /// Appends another fragment.
    public mutating func append(_ other: HTML) { description += other.description }

    /// Whether nothing was written.
    public var isEmpty: Bool { description.isEmpty }
}

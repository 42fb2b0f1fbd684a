/// The members of one event line as an event's payload reads them: the fast scanner's
/// (`LineFields`, nil for anything it cannot vouch for, the line then going to the full
/// parser) and the full parser's (`ObjectFields`, which also reports what is wrong).
/// `EventPayload` reads every event through it, so that each event's members and their
/// checks are written once.
protocol PayloadFields {
    /// Whether `class` is `expected` (required).
    mutating func isClass(_ expected: StaticString) -> Bool
    /// `frame` (required): four finite numbers, width and height not negative.
    mutating func frame() -> Rect?
    /// `z` (optional): .some(nil) when absent, nil when invalid.
    mutating func z() -> Double??
    /// A required boolean.
    mutating func bool(_ field: EventField) -> Bool?
    /// An optional string (`what`, `from`, `to`, `reason`, `message`).
    mutating func text(_ field: EventField) -> String?
    /// `view` (required): the app view's name.
    mutating func view() -> String?
    /// `identifier` (required): a content size identifier.
    mutating func identifier() -> ContentSizeIdentifier?
    /// `identifiers` (required): an array of content size identifiers.
    mutating func identifiers() -> [ContentSizeIdentifier]?
    /// `to` (required): an orientation.
    mutating func orientation() -> Orientation?
    /// `duration` (required): seconds, not negative.
    mutating func duration() -> Double?
    /// `error` (required): `{"code": .., "message": ..}`.
    mutating func adError() -> AdError?
}

/// One new failure as the dashboard and the Markdown summary list it.
public struct NewFailure: Sendable, Hashable {
    public var session: String
    public var rule: String
    /// The first breach's line and message (nil when the result has no evidence).
    public var line: Int?
    public var message: String?

    public init(session: String, rule: String, line: Int? = nil, message: String? = nil) {
        self.session = session; self.rule = rule; self.line = line; self.message = message
    }
}

/// One breach of a rule: when, on which line of the session file, and a message
/// written for the app developer.
public struct Evidence: Sendable, Hashable, Codable {
    public var t: Double
    /// The 1-based line of the session file (the header is line 1).
    public var line: Int
    public var message: String
    /// The ad object concerned, when there is one.
    public var ad: String?

    public init(t: Double, line: Int, message: String, ad: String? = nil) {
        self.t = t; self.line = line; self.message = message; self.ad = ad
    }
}

/// One event that iAd itself would never produce or accept (rule id `model-consistency`).
/// The session is still replayed in full.
public struct ConsistencyFinding: Sendable, Hashable {
    /// The rule id these findings are reported under.
    public static let ruleID = "model-consistency"

    public var t: Double
    /// The 1-based line of the offending event.
    public var line: Int
    /// The ad object concerned, if any.
    public var ad: String?
    /// What is wrong, written for the app developer.
    public var message: String

    public init(t: Double, line: Int, ad: String?, message: String) {
        self.t = t; self.line = line; self.ad = ad; self.message = message
    }
}

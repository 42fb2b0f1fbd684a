/// The scenario's `user`: how they treat ads. Chances are parts per million.
public struct UserSpec: Sendable, Hashable {
    /// Chance the user taps an ad each time a new one comes into view.
    public var tapChance = 150_000
    /// How long an ad action lasts before the user closes it.
    public var actionLength = MillisRange(seconds: 5, 40)
    /// Chance an ad action leaves the app (opens another app).
    public var leaveChance = 150_000
    /// Chance an urgent interruption (an incoming call) arrives during an ad action.
    public var urgentChance = 100_000
    /// How long the user looks at a modal full-screen ad before closing it.
    public var dismissAfter = MillisRange(seconds: 2, 12)

    public init() {}
}

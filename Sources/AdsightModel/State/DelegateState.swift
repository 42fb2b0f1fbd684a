/// Whether an ad object has a delegate.
public enum DelegateState: String, Sendable, Hashable, Codable {
    /// `setDelegate:` never recorded (recordings often omit it; callbacks are still accepted).
    case unset
    /// `setDelegate:` with `true`.
    case set
    /// `setDelegate:` with `false` (set to nil).
    case cleared
}

import AdsightRules
import ArgumentParser

/// `--fail-on error|warning|never`: the lowest severity whose failure makes the exit status 1.
public enum FailOn: String, Sendable, CaseIterable, ExpressibleByArgument {
    case error
    case warning
    case never

    /// The lowest severity that counts; nil for `never`.
    public var threshold: Severity? {
        switch self {
        case .error: return .error
        case .warning: return .warning
        case .never: return nil
        }
    }
}

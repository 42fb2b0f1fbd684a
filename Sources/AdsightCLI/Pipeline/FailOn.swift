import AdsightRules
import ArgumentParser

/// `--fail-on error|warning|never`: the lowest severity whose failure makes the exit status 1.
public enum FailOn: String, Sendable, CaseIterable, ExpressibleByArgument {
    case error
    case warning
    case never

    /// Whether a failed rule of `severity` counts.
    public func counts(_ severity: Severity) -> Bool {
        switch self {
        case .error: return severity >= .error
        case .warning: return severity >= .warning
        case .never: return false
        }
    }
}

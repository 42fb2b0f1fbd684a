/// How serious a rule's breach is. Ordered: `info < warning < error`.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case info
    case warning
    case error

    private var rank: Int {
        switch self {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

import AdsightRules

/// `adsight.yml` (or `--config FILE`): a project's settings, so that CI and people run
/// adsight the same way. Folders are relative to the file's own folder. Flags given on the
/// command line win over it.
public struct ProjectFile: Sendable, Equatable {
    /// The name looked for in the working directory when `--config` is not given.
    public static let defaultName = "adsight.yml"

    /// The path as given (`adsight.yml`, `ci/adsight.yml`): errors and warnings name it.
    public var path: String
    public var inputs: [String]?
    public var notes: String?
    public var templates: String?
    public var failOn: FailOn?
    /// The least number of sessions a run must hold (fewer: exit status 2).
    public var minSessions: Int?
    /// `rules:`: a new severity by rule id.
    public var severities: [String: Severity] = [:]
    /// `rules:` entries set to `off`.
    public var disabled: Set<String> = []
    public var suppressions: [Entry] = []
    /// Every rule id the file names exactly, where, so a misspelt one is an error once the
    /// notes are known (`unknownRules`).
    public var ruleMentions: [Mention] = []

    public init(path: String) { self.path = path }

    /// One `suppress:` item.
    public struct Entry: Sendable, Equatable {
        public var suppression: Suppression
        /// `until: YYYY-MM-DD`: the last day it holds.
        public var until: String?
        public var line: Int
        public var column: Int
    }

    public struct Mention: Sendable, Equatable {
        public var rule: String
        public var line: Int
        public var column: Int
    }

    /// The policy in force on `today` (YYYY-MM-DD), and a warning for each suppression that
    /// expired before it (its failures count again).
    public func policy(today: String) -> (RulePolicy, warnings: [String]) {
        var active: [Suppression] = [], warnings: [String] = []
        for entry in suppressions {
            if let until = entry.until, until < today {
                warnings.append("\(path):\(entry.line):\(entry.column): the suppression of \(entry.suppression.rule) in "
                                + "\(entry.suppression.sessions) expired on \(until); its failures count again")
            } else {
                active.append(entry.suppression)
            }
        }
        return (RulePolicy(severities: severities, disabled: disabled, suppressions: active), warnings)
    }

    /// An error for each rule id the file names that no note has.
    public func unknownRules(_ known: Set<String>) -> [ProjectFileError] {
        ruleMentions.filter { !known.contains($0.rule) }.map {
            ProjectFileError(file: path, line: $0.line, column: $0.column, message: "no note has the rule id \"\($0.rule)\"")
        }
    }
}

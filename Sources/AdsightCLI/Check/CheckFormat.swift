import ArgumentParser

/// `check --format text|json`.
public enum CheckFormat: String, Sendable, CaseIterable, ExpressibleByArgument {
    case text
    case json
}

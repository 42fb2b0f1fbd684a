import ArgumentParser

/// `adsight replay --format`.
public enum ReplayFormat: String, Sendable, CaseIterable, ExpressibleByArgument {
    case text
    case json
}

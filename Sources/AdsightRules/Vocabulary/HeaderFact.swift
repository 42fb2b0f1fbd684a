import AdsightSession

/// A fact of the session's header, usable in every condition.
enum HeaderFact: String, Sendable, Hashable, CaseIterable {
    case deviceFamily = "device.family"
    case deviceModel = "device.model"
    case os
    case appName = "app.name"
    case appVersion = "app.version"
    case deploymentTarget = "app.deploymentTarget"
    case iAdLinkage = "app.iAdLinkage"
    case supportedOrientations = "app.supportedOrientations"
    case source

    static let byName: [String: HeaderFact] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    var type: ValueType {
        switch self {
        case .os, .deploymentTarget: return .version
        case .supportedOrientations: return .list
        default: return .string
        }
    }

    func read(_ h: SessionHeader) -> Value {
        switch self {
        case .deviceFamily: return .string(h.device.family.rawValue)
        case .deviceModel: return h.device.model.map(Value.string) ?? .null
        case .os: return .version(h.os)
        case .appName: return h.app.name.map(Value.string) ?? .null
        case .appVersion: return h.app.version.map(Value.string) ?? .null
        case .deploymentTarget: return h.app.deploymentTarget.map(Value.version) ?? .null
        case .iAdLinkage: return h.app.iAdLinkage.map { .string($0.rawValue) } ?? .null
        case .supportedOrientations:
            return h.app.supportedOrientations.map { .list($0.map { .string($0.rawValue) }) } ?? .null
        case .source: return .string(h.source.rawValue)
        }
    }
}

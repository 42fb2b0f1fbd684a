import AdsightModel
import AdsightSession

/// A derived state the conditions may name: app state (every scope) or ad state
/// (`for each` scopes), read from the model's state after a group of events.
enum StateName: String, Sendable, Hashable, CaseIterable {
    // App
    case paused, background, hostOnScreen, orientation, screen
    // Ad
    case kind, loaded, everLoaded, visible, released, hidden, inViewHierarchy, inViewController
    case delegate, actionInProgress, unloaded, presentation, presentCount, frame
    case currentContentSizeIdentifier, requiredContentSizeIdentifiers, requiredOrientations
    case frameIsBuiltinSize, sizeMatchesOrientation, obscured, obscuredBy, hostViewSizeOK
    // Ad exposure (session-format.md, "Exposure"), read through `ExposureReading`
    case exposure, bucket, hiddenBy

    static let byName: [String: StateName] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// Whether the state belongs to an ad (needs a `for each` scope).
    var isAdState: Bool {
        switch self {
        case .paused, .background, .hostOnScreen, .orientation, .screen: return false
        default: return true
        }
    }

    var type: ValueType {
        switch self {
        case .orientation, .kind, .delegate, .presentation, .currentContentSizeIdentifier, .bucket, .hiddenBy: return .string
        case .screen: return .size
        case .presentCount, .exposure: return .number
        case .frame: return .rect
        case .requiredContentSizeIdentifiers, .requiredOrientations, .obscuredBy: return .list
        default: return .bool
        }
    }

    /// Whether the state is an ad's exposure: read with the meter's help (`ExposureReading`),
    /// not from the ad alone, so never a message placeholder.
    var isExposure: Bool { self == .exposure || self == .bucket || self == .hiddenBy }

    /// The value in `state`, for the ad `ad` when the state is an ad's (`nil` without one; an
    /// exposure state reads `nil` here: `value(_:)` reads it).
    func read(_ state: ModelState, _ ad: AdState?) -> Value {
        switch self {
        case .paused: return .bool(state.app.paused)
        case .background: return .bool(state.app.background)
        case .hostOnScreen: return .bool(state.app.hostOnScreen)
        case .orientation: return .string(state.app.orientation.rawValue)
        case .screen: return .size(state.screen)
        default:
            guard let ad else { return .null }
            return readAd(ad)
        }
    }

    func readAd(_ ad: AdState) -> Value {
        switch self {
        case .kind: return .string(ad.kind.rawValue)
        case .loaded: return .bool(ad.loaded)
        case .everLoaded: return .bool(ad.everLoaded)
        case .visible: return .bool(ad.visible)
        case .released: return .bool(ad.released)
        case .hidden: return .bool(ad.hidden)
        case .inViewHierarchy: return .bool(ad.inViewHierarchy)
        case .inViewController: return ad.inViewController.map(Value.bool) ?? .null
        case .delegate: return .string(ad.delegate.rawValue)
        case .actionInProgress: return .bool(ad.actionInProgress)
        case .unloaded: return .bool(ad.unloaded)
        case .presentation: return .string(ad.presentation.label)
        case .presentCount: return .number(Double(ad.presentCount))
        case .frame: return ad.frame.map(Value.rect) ?? .null
        case .currentContentSizeIdentifier: return ad.currentContentSizeIdentifier.map { .string($0.raw) } ?? .null
        case .requiredContentSizeIdentifiers:
            return ad.requiredContentSizeIdentifiers.map { .list($0.map { .string($0.raw) }) } ?? .null
        case .requiredOrientations:
            guard let ids = ad.requiredContentSizeIdentifiers else { return .null }
            var axes: [Value] = []
            for axis in ids.compactMap(\.axis) where !axes.contains(.string(axis.rawValue)) {
                axes.append(.string(axis.rawValue))
            }
            return .list(axes)
        case .frameIsBuiltinSize: return ad.frameIsBuiltinSize.map(Value.bool) ?? .null
        case .sizeMatchesOrientation: return ad.sizeMatchesOrientation.map(Value.bool) ?? .null
        case .obscured: return .bool(ad.obscured)
        case .obscuredBy: return .list(ad.obscuredBy.map { .string($0.view) })
        case .hostViewSizeOK: return ad.hostViewSizeOK.map(Value.bool) ?? .null
        case .paused, .background, .hostOnScreen, .orientation, .screen, .exposure, .bucket, .hiddenBy: return .null
        }
    }
}

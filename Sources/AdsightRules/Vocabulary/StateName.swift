import AdsightModel
import AdsightSession

/// A derived state the conditions may name: app state (every scope) or ad state
/// (`for each` scopes), read from the model's state after a group of events.
enum StateName: Int, Sendable, Hashable, CaseIterable {
    // App
    case paused, background, hostOnScreen, orientation, screen
    // Ad
    case kind, loaded, everLoaded, visible, released, hidden, inViewHierarchy, inViewController
    case delegate, actionInProgress, unloaded, presentation, presentCount, frame
    case currentContentSizeIdentifier, requiredContentSizeIdentifiers, requiredOrientations
    case frameIsBuiltinSize, sizeMatchesOrientation, obscured, obscuredBy, coveredBy, covering, hostViewSizeOK
    // Ad exposure (session-format.md, "Exposure"), read through `ExposureReading`
    case exposure, bucket, hiddenBy

    /// The state's name in the rule language: the case's own name.
    var name: String { String(describing: self) }

    static let byName: [String: StateName] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0) })

    /// The state's bit in a state mask (`Condition.reads`, a step's changes): its position.
    var bit: UInt64 { 1 << UInt64(rawValue) }

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
        case .requiredContentSizeIdentifiers, .requiredOrientations, .obscuredBy, .coveredBy, .covering: return .list
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
        case .paused, .background, .hostOnScreen: return flag(app: state.app).map(Value.bool) ?? .null
        case .orientation: return text(app: state.app).map(Value.string) ?? .null
        case .screen: return .size(state.screen)
        default:
            guard let ad else { return .null }
            return readAd(ad)
        }
    }

    /// The value of an ad state in `ad` (`nil` for an app or exposure state).
    func readAd(_ ad: AdState) -> Value {
        switch type {
        case .bool: return flag(ad: ad).map(Value.bool) ?? .null
        case .string: return text(ad: ad).map(Value.string) ?? .null
        default: break
        }
        switch self {
        case .presentCount: return .number(Double(ad.presentCount))
        case .frame: return ad.frame.map(Value.rect) ?? .null
        case .requiredContentSizeIdentifiers:
            return ad.requiredContentSizeIdentifiers.map { .list($0.map { .string($0.raw) }) } ?? .null
        case .requiredOrientations:
            guard let ids = ad.requiredContentSizeIdentifiers else { return .null }
            var axes: [Value] = []
            for axis in ids.compactMap(\.axis) where !axes.contains(.string(axis.rawValue)) {
                axes.append(.string(axis.rawValue))
            }
            return .list(axes)
        case .obscuredBy: return .list(ad.obscuredBy.map { .string($0.view) })
        case .coveredBy: return .list(ad.obscuredBy.filter { $0.relation == .above }.map { .string($0.view) })
        case .covering: return .list(ad.obscuredBy.filter { $0.relation == .below }.map { .string($0.view) })
        default: return .null
        }
    }

    // Each boolean and string state is read here alone: `read`, `readAd` and the tests'
    // in-place reads (`flag(_:)`, `string(_:)`, `isNil(_:)`) all go through these.

    /// An app boolean state's value; nil for any other state.
    @inline(__always)
    func flag(app: borrowing AppState) -> Bool? {
        switch self {
        case .paused: return app.paused
        case .background: return app.background
        case .hostOnScreen: return app.hostOnScreen
        default: return nil
        }
    }

    /// An ad boolean state's value; nil when it is unset or not an ad boolean state.
    @inline(__always)
    func flag(ad: borrowing AdState) -> Bool? {
        switch self {
        case .loaded: return ad.loaded
        case .everLoaded: return ad.everLoaded
        case .visible: return ad.visible
        case .released: return ad.released
        case .hidden: return ad.hidden
        case .inViewHierarchy: return ad.inViewHierarchy
        case .inViewController: return ad.inViewController
        case .actionInProgress: return ad.actionInProgress
        case .unloaded: return ad.unloaded
        case .frameIsBuiltinSize: return ad.frameIsBuiltinSize
        case .sizeMatchesOrientation: return ad.sizeMatchesOrientation
        case .obscured: return ad.obscured
        case .hostViewSizeOK: return ad.hostViewSizeOK
        default: return nil
        }
    }

    /// An app string state's value; nil for any other state.
    @inline(__always)
    func text(app: borrowing AppState) -> String? {
        self == .orientation ? app.orientation.rawValue : nil
    }

    /// An ad string state's value; nil when it is unset or not an ad string state (the
    /// exposure states are read by `ExposureReading`).
    @inline(__always)
    func text(ad: borrowing AdState) -> String? {
        switch self {
        case .kind: return ad.kind.rawValue
        case .delegate: return ad.delegate.rawValue
        case .presentation: return ad.presentation.label
        case .currentContentSizeIdentifier: return ad.currentContentSizeIdentifier?.raw
        default: return nil
        }
    }
}

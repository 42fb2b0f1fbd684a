import AdsightSession

/// The facts of an ad that hold references and seldom change (the required content size
/// identifiers and their axes), kept out of line: copying an `AdState` then retains one
/// reference instead of two arrays. Immutable: a change makes a new one. (The last failure
/// and the current identifier, which change often, are the ad's own fields.)
@usableFromInline
final class AdRareFacts: Sendable, Hashable {
    @usableFromInline let requiredContentSizeIdentifiers: [ContentSizeIdentifier]?
    /// The axes the required identifiers name (iAd's identifiers only), each once, in order;
    /// nil when the required identifiers were never set.
    @usableFromInline let requiredAxes: [OrientationAxis]?

    /// No identifier set.
    static let initial = AdRareFacts(required: nil)

    init(required: [ContentSizeIdentifier]?) {
        requiredContentSizeIdentifiers = required
        requiredAxes = required.map { ids in
            var axes: [OrientationAxis] = []
            for id in ids { if let a = id.fastAxis, !axes.contains(a) { axes.append(a) } }
            return axes
        }
    }

    @usableFromInline static func == (a: AdRareFacts, b: AdRareFacts) -> Bool {
        a === b || a.requiredContentSizeIdentifiers == b.requiredContentSizeIdentifiers
    }

    @usableFromInline func hash(into hasher: inout Hasher) {
        hasher.combine(requiredContentSizeIdentifiers)
    }
}

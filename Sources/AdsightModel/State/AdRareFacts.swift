import AdsightSession

/// The facts of an ad that hold references and seldom change (the last failure and the
/// content size identifiers), kept out of line: copying an `AdState`, which the replayer
/// does on each of the ad's events for the step's undo record, then retains one reference
/// instead of one per string or array. Immutable: a change makes a new one.
@usableFromInline
final class AdRareFacts: Sendable, Hashable {
    @usableFromInline let lastFailure: AdError?
    @usableFromInline let requiredContentSizeIdentifiers: [ContentSizeIdentifier]?
    @usableFromInline let currentContentSizeIdentifier: ContentSizeIdentifier?
    /// The axis of the effective current identifier (iAd's default, portrait, when unset),
    /// found once: finding it compares strings, and derived facts need it after every group
    /// that touches the ad.
    @usableFromInline let currentAxis: OrientationAxis?
    /// The axes the required identifiers name (iAd's identifiers only), each once, in order;
    /// nil when the required identifiers were never set.
    @usableFromInline let requiredAxes: [OrientationAxis]?

    /// No failure, no identifier set.
    static let initial = AdRareFacts(lastFailure: nil, required: nil, current: nil)

    init(lastFailure: AdError?, required: [ContentSizeIdentifier]?, current: ContentSizeIdentifier?) {
        self.lastFailure = lastFailure
        requiredContentSizeIdentifiers = required
        currentContentSizeIdentifier = current
        currentAxis = (current ?? .portrait).fastAxis
        requiredAxes = required.map { ids in
            var axes: [OrientationAxis] = []
            for id in ids { if let a = id.fastAxis, !axes.contains(a) { axes.append(a) } }
            return axes
        }
    }

    private init(lastFailure: AdError?, required: [ContentSizeIdentifier]?, current: ContentSizeIdentifier?,
                 currentAxis: OrientationAxis?, requiredAxes: [OrientationAxis]?) {
        self.lastFailure = lastFailure
        requiredContentSizeIdentifiers = required
        currentContentSizeIdentifier = current
        self.currentAxis = currentAxis
        self.requiredAxes = requiredAxes
    }

    /// These facts with another last failure (the axes are kept, not found again).
    func with(lastFailure: AdError?) -> AdRareFacts {
        AdRareFacts(lastFailure: lastFailure, required: requiredContentSizeIdentifiers, current: currentContentSizeIdentifier,
                    currentAxis: currentAxis, requiredAxes: requiredAxes)
    }

    /// These facts with another current identifier (the required axes are kept).
    func with(current: ContentSizeIdentifier?) -> AdRareFacts {
        AdRareFacts(lastFailure: lastFailure, required: requiredContentSizeIdentifiers, current: current,
                    currentAxis: (current ?? .portrait).fastAxis, requiredAxes: requiredAxes)
    }

    @usableFromInline static func == (a: AdRareFacts, b: AdRareFacts) -> Bool {
        a === b || (a.lastFailure == b.lastFailure && a.requiredContentSizeIdentifiers == b.requiredContentSizeIdentifiers
            && a.currentContentSizeIdentifier == b.currentContentSizeIdentifier)
    }

    @usableFromInline func hash(into hasher: inout Hasher) {
        hasher.combine(lastFailure)
        hasher.combine(requiredContentSizeIdentifiers)
        hasher.combine(currentContentSizeIdentifier)
    }
}

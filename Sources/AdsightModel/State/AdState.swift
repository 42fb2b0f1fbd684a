import AdsightSession

/// One ad object as the model sees it after a group of events.
///
/// Stored facts change with the ad's own events; the derived facts (`visible`,
/// `frameIsBuiltinSize`, ...) are recomputed after each group from the ad, the app
/// state and the geometry.
public struct AdState: Sendable, Hashable {
    // MARK: Identity
    /// The app's name for the object (`ad`).
    public var name: String
    public var kind: AdKind
    /// When and on which line it was created.
    public var createdAt: Double
    public var createdLine: Int
    /// How many times this name was created before (a re-created name starts afresh).
    public var generation: Int
    /// After `release`.
    public var released: Bool = false
    public var releasedAt: Double?

    // MARK: Lifecycle machines
    public var delegate: DelegateState = .unset
    public var content: ContentPhase = .loading
    public var action: ActionPhase = .idle(after: nil)
    public var presentation: Presentation = .none

    // MARK: Stored facts
    /// Whether any ad ever loaded into this object.
    public var everLoaded: Bool = false
    /// When the content last became loaded / last failed / unloaded.
    public var loadedAt: Double?
    public var lastFailure: AdError? {
        @inlinable get { rare.lastFailure }
        set {
            rare = rare.with(lastFailure: newValue)
        }
    }
    public var lastFailureAt: Double?
    public var unloadedAt: Double?
    public var hidden: Bool = false
    /// In a view hierarchy: `view.add` (or, for a full-screen ad, `presentInView:`) without a later `view.remove`.
    public var inViewHierarchy: Bool = false
    /// `inViewController` of the last `view.add` / `presentInView:`; nil before either.
    public var inViewController: Bool?
    /// The banner's frame, or the full-screen ad's host view frame (nil until known).
    public var frame: Rect?
    public var z: Double = 0
    /// `setRequiredContentSizeIdentifiers:`; nil until set (iAd's default is portrait only).
    public var requiredContentSizeIdentifiers: [ContentSizeIdentifier]? {
        @inlinable get { rare.requiredContentSizeIdentifiers }
        set {
            rare = AdRareFacts(lastFailure: rare.lastFailure, required: newValue,
                               current: rare.currentContentSizeIdentifier)
        }
    }
    /// `setCurrentContentSizeIdentifier:`; nil until set (iAd's default is portrait).
    public var currentContentSizeIdentifier: ContentSizeIdentifier? {
        @inlinable get { rare.currentContentSizeIdentifier }
        set {
            rare = rare.with(current: newValue)
        }
    }
    /// The orientation axes `requiredContentSizeIdentifiers` name (identifiers iAd does not
    /// define are left out), each once, in order; nil while the required identifiers are unset.
    /// Found when they are set (finding an identifier's axis compares strings).
    @inlinable public var requiredContentSizeAxes: [OrientationAxis]? { rare.requiredAxes }
    /// The axis of `effectiveCurrentContentSizeIdentifier` (found when the identifier is set).
    @inlinable public var currentAxis: OrientationAxis? { rare.currentAxis }
    /// Where the three facts above live (one reference to retain when the ad is copied).
    @usableFromInline var rare = AdRareFacts.initial

    /// Whether `other` holds the very same last failure and content size identifiers (one
    /// pointer compare; false does not mean that they differ).
    @inlinable public func sharesRareFacts(with other: borrowing AdState) -> Bool { rare === other.rare }
    /// `sharesRareFacts(with:)` for two ads read in place: compares the two references' bits
    /// (loading an ad, or its reference, to compare retained and released it).
    @inlinable
    public static func shareRareFacts(_ a: UnsafePointer<AdState>, _ b: UnsafePointer<AdState>) -> Bool {
        let offset = rareOffset
        return UnsafeRawPointer(a).load(fromByteOffset: offset, as: UInt.self)
            == UnsafeRawPointer(b).load(fromByteOffset: offset, as: UInt.self)
    }
    /// Where `rare` is in an `AdState` (folded to a constant by the optimizer: a `static let`
    /// cost a `swift_once` call per use).
    @inlinable static var rareOffset: Int { MemoryLayout<AdState>.offset(of: \AdState.rare)! }

    /// Whether the ads at `a` and `b` list the same obscuring views: the same storage (compared
    /// in place, no retain: mostly both empty), else the lists compared.
    @inlinable
    public static func sameObscuredBy(_ a: UnsafePointer<AdState>, _ b: UnsafePointer<AdState>) -> Bool {
        let offset = obscuredByOffset
        if UnsafeRawPointer(a).load(fromByteOffset: offset, as: UInt.self)
            == UnsafeRawPointer(b).load(fromByteOffset: offset, as: UInt.self) { return true }
        return a.pointee.obscuring == b.pointee.obscuring
    }
    /// Where `obscuring` is in an `AdState` (a constant once optimized, like `rareOffset`).
    @inlinable static var obscuredByOffset: Int { MemoryLayout<AdState>.offset(of: \AdState.obscuring)! }
    /// Number of `presentFromViewController:` / `presentInView:` calls.
    public var presentCount: Int = 0
    /// Number of reads of `bannerLoaded` / `loaded`.
    public var loadedReads: Int = 0

    // MARK: Derived facts (recomputed after each group)
    /// Banner: the spec's *visible*. Full-screen ad: on screen as presented (modal and not
    /// dismissed nor unloaded, or modeless with its host view shown like a banner's).
    public internal(set) var visible: Bool = false
    /// Banner: frame size equals the built-in size of the effective current identifier on
    /// this device. nil for a full-screen ad or a banner with no frame.
    public internal(set) var frameIsBuiltinSize: Bool?
    /// Banner: the effective current identifier's axis equals the interface orientation's.
    /// nil for a full-screen ad.
    public internal(set) var sizeMatchesOrientation: Bool?
    /// App views overlapping the ad while it is in a view hierarchy, in view creation order.
    public internal(set) var obscuredBy: [ObscuringView] {
        @inlinable get { obscuring ?? [] }
        set { obscuring = newValue.isEmpty ? nil : newValue }
    }
    /// `obscuredBy`, nil when empty (then copying the ad copies no reference for it: most ads
    /// are not obscured). Never an empty list.
    @usableFromInline var obscuring: [ObscuringView]?
    /// Full-screen ad presented modelessly: the host view is as wide as the screen and
    /// between screen height − 113 and screen height tall. nil otherwise.
    public internal(set) var hostViewSizeOK: Bool?

    public init(name: String, kind: AdKind, createdAt: Double, createdLine: Int, generation: Int = 0, frame: Rect? = nil) {
        self.name = name; self.kind = kind; self.createdAt = createdAt
        self.createdLine = createdLine; self.generation = generation; self.frame = frame
    }
}

extension AdState {
    /// The spec's *loaded*.
    public var loaded: Bool { content.isLoaded }
    /// `delegate == .set`.
    public var delegateSet: Bool { delegate == .set }
    /// The spec's *action in progress*.
    public var actionInProgress: Bool { action.isInProgress }
    /// `interstitialAdDidUnload:` arrived.
    public var unloaded: Bool { unloadedAt != nil }
    /// A modal presentation was dismissed by the user.
    public var dismissed: Bool { presentation == .modal(dismissed: true) }
    /// Not released.
    public var isLive: Bool { !released }
    /// The current identifier, or iAd's default (portrait) when never set.
    public var effectiveCurrentContentSizeIdentifier: ContentSizeIdentifier {
        currentContentSizeIdentifier ?? .portrait
    }
    /// The required identifiers, or iAd's default (portrait only) when never set.
    public var effectiveRequiredContentSizeIdentifiers: [ContentSizeIdentifier] {
        requiredContentSizeIdentifiers ?? [.portrait]
    }
    /// Whether the current identifier is in the required set, compared by the identifier
    /// as written; nil unless both were set by the app.
    public var currentInRequired: Bool? {
        guard let current = currentContentSizeIdentifier, let required = requiredContentSizeIdentifiers else { return nil }
        return required.contains(current)
    }
    /// Whether the app view `name` overlaps this ad.
    public func isObscured(by name: String) -> Bool { obscuredBy.contains { $0.view == name } }
    /// Whether any app view overlaps this ad.
    public var obscured: Bool { obscuring != nil }
}

import AdsightSession

/// One ad object as the model sees it after a group of events.
///
/// Stored facts change with the ad's own events; the derived facts (`visible`,
/// `frameIsBuiltinSize`, ...) are recomputed after each group from the ad, the app
/// state and the geometry.
public struct AdState: Sendable, Hashable {
    // The stored properties are declared with the 8-byte ones first and each 9-byte one (a
    // `Double?`, the action) followed by one-byte fields (a smaller value to copy: the
    // replayer copies an ad for each change it records).

    /// The app's name for the object (`ad`).
    public var name: String
    /// When and on which line it was created.
    public var createdAt: Double
    public var createdLine: Int
    /// How many times this name was created before (a re-created name starts afresh).
    public var generation: Int
    /// The content half of the lifecycle.
    public var content: ContentPhase = .loading
    /// The last failure's error (kept in the ad: a banner fails often, and a failure that
    /// made new rare facts cost an allocation, its free and ~10 retains and releases).
    public var lastFailure: AdError?
    public var z: Double = 0
    /// `currentContentSizeIdentifier`, kept in the ad (banners turn it with the device: new
    /// rare facts per turn cost an allocation, its free and several retains and releases).
    @usableFromInline var current: ContentSizeIdentifier?
    /// Where the required identifiers and their axes live (one reference to retain when the ad is copied).
    @usableFromInline var rare = AdRareFacts.initial
    /// Number of `presentFromViewController:` / `presentInView:` calls.
    public var presentCount: Int = 0
    /// Number of reads of `bannerLoaded` / `loaded`.
    public var loadedReads: Int = 0
    /// `obscuredBy`, nil when empty (then copying the ad copies no reference for it: most ads
    /// are not obscured). Never an empty list.
    @usableFromInline var obscuring: [ObscuringView]?

    /// When it was released (`release`).
    public var releasedAt: Double?
    public var kind: AdKind
    /// After `release`.
    public var released: Bool = false
    public var delegate: DelegateState = .unset
    /// Whether any ad ever loaded into this object.
    public var everLoaded: Bool = false
    public var hidden: Bool = false
    /// In a view hierarchy: `view.add` (or, for a full-screen ad, `presentInView:`) without a later `view.remove`.
    public var inViewHierarchy: Bool = false
    /// `inViewController` of the last `view.add` / `presentInView:`; nil before either.
    public var inViewController: Bool?

    /// The action half of the lifecycle.
    public var action: ActionPhase = .idle(after: nil)
    /// `currentAxis`, found when the identifier is set (finding it compares strings); the
    /// default identifier's (portrait: AdStateBitsTests pins it) until then.
    @usableFromInline var axisOfCurrent: OrientationAxis? = .portrait
    // Derived facts (recomputed after each group; `obscuring` above too).
    /// Banner: the spec's *visible*. Full-screen ad: on screen as presented (modal and not
    /// dismissed nor unloaded, or modeless with its host view shown like a banner's).
    public internal(set) var visible: Bool = false
    /// Banner: frame size equals the built-in size of the effective current identifier on
    /// this device. nil for a full-screen ad or a banner with no frame.
    public internal(set) var frameIsBuiltinSize: Bool?
    /// Banner: the effective current identifier's axis equals the interface orientation's.
    /// nil for a full-screen ad.
    public internal(set) var sizeMatchesOrientation: Bool?
    /// Full-screen ad presented modelessly: the host view is as wide as the screen and
    /// between screen height − 113 and screen height tall. nil otherwise.
    public internal(set) var hostViewSizeOK: Bool?

    /// When the content last became loaded / last failed / unloaded.
    public var loadedAt: Double?
    public var lastFailureAt: Double?
    public var unloadedAt: Double?
    /// How a full-screen ad is presented.
    public var presentation: Presentation = .none
    /// The banner's frame, or the full-screen ad's host view frame (nil until known).
    public var frame: Rect?

    /// `setRequiredContentSizeIdentifiers:`; nil until set (iAd's default is portrait only).
    public var requiredContentSizeIdentifiers: [ContentSizeIdentifier]? {
        @inlinable get { rare.requiredContentSizeIdentifiers }
        set { rare = AdRareFacts(required: newValue) }
    }
    /// `setCurrentContentSizeIdentifier:`; nil until set (iAd's default is portrait).
    public var currentContentSizeIdentifier: ContentSizeIdentifier? {
        @inlinable get { current }
        set {
            current = newValue
            axisOfCurrent = (newValue ?? .portrait).fastAxis
        }
    }
    /// The orientation axes `requiredContentSizeIdentifiers` name (identifiers iAd does not
    /// define are left out), each once, in order; nil while the required identifiers are unset.
    /// Found when they are set (finding an identifier's axis compares strings).
    @inlinable public var requiredContentSizeAxes: [OrientationAxis]? { rare.requiredAxes }
    /// The axis of `effectiveCurrentContentSizeIdentifier` (found when the identifier is set).
    @inlinable public var currentAxis: OrientationAxis? { axisOfCurrent }

    /// App views overlapping the ad while it is in a view hierarchy, in view creation order.
    public internal(set) var obscuredBy: [ObscuringView] {
        @inlinable get { obscuring ?? [] }
        set { obscuring = newValue.isEmpty ? nil : newValue }
    }

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
    /// The current identifier, or iAd's default (portrait) when never set.
    public var effectiveCurrentContentSizeIdentifier: ContentSizeIdentifier {
        currentContentSizeIdentifier ?? .portrait
    }
    /// Whether the current identifier is in the required set, compared by the identifier
    /// as written; nil unless both were set by the app.
    public var currentInRequired: Bool? {
        guard let current = currentContentSizeIdentifier, let required = requiredContentSizeIdentifiers else { return nil }
        return required.contains(current)
    }
    /// Whether any app view overlaps this ad.
    public var obscured: Bool { obscuring != nil }
}

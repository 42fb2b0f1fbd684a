/// One event line of a session.
public struct Event: Sendable, Hashable {
    /// Seconds since the session started.
    public var t: Double
    /// The 1-based line of the session file (the header is line 1).
    public var line: Int
    /// The ad object concerned, named by the app; nil for app and device events.
    public var ad: String?
    /// The thread, nil meaning `"main"`.
    public var thread: String?
    /// What happened, with its typed payload.
    public var kind: EventKind

    public init(t: Double, line: Int, ad: String? = nil, thread: String? = nil, kind: EventKind) {
        self.t = t; self.line = line; self.ad = ad; self.thread = thread; self.kind = kind
    }

    /// Whether the event ran on the main thread (absent or `"main"`).
    public var isMainThread: Bool { thread == nil || thread == "main" }

    /// The event's name as written in the file (`"bannerViewDidLoadAd:"`).
    @inlinable public var name: String { kind.name }
}

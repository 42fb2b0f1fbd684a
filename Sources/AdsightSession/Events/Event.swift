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
    public var kind: EventKind { didSet { code = EventCode(kind) } }
    /// `kind`'s case as a number, kept with it (the replayer and the rules ask it of every
    /// event; a switch over `kind` each time compared the payload-less cases one by one).
    package private(set) var code: EventCode

    /// Whether the event ran on the main thread (absent or `"main"`).
    public var isMainThread: Bool { thread == nil || thread == "main" }

    /// The event's name as written in the file (`"bannerViewDidLoadAd:"`).
    @inlinable public var name: String { kind.name }

    // Equal and hashed by what the file says (`code` follows from `kind`).
    public static func == (a: Event, b: Event) -> Bool {
        a.t == b.t && a.line == b.line && a.ad == b.ad && a.thread == b.thread && a.kind == b.kind
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(t); hasher.combine(line); hasher.combine(ad); hasher.combine(thread); hasher.combine(kind)
    }
}

// The initialisers are in an extension so that the struct keeps its memberwise one, which
// they call: an initialiser in the struct's body assigning each member made a copy of the
// whole event and destroyed the original (Swift 6.3, -O), two reference counts per event.
extension Event {
    public init(t: Double, line: Int, ad: String? = nil, thread: String? = nil, kind: EventKind) {
        self.init(t: t, line: line, ad: ad, thread: thread, kind: kind, code: EventCode(kind))
    }

    /// An event whose maker knows `kind`'s code (the decoder: the code is the name's index).
    package init(code: EventCode, t: Double, line: Int, ad: String?, thread: String?, kind: EventKind) {
        assert(code == EventCode(kind), "an event's code is its kind's")
        self.init(t: t, line: line, ad: ad, thread: thread, kind: kind, code: code)
    }
}

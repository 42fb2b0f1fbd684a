import AdsightModel
import AdsightSession

/// One event of a test table, before line numbers are given.
struct E: Sendable {
    var t: Double
    var ad: String?
    var kind: EventKind
    var thread: String?

    init(_ t: Double, _ ad: String?, _ kind: EventKind, thread: String? = nil) {
        self.t = t; self.ad = ad; self.kind = kind; self.thread = thread
    }
}

/// Builds sessions for tests: the header is line 1, events take lines 2, 3, ...
enum SessionBuilder {
    static func header(_ family: DeviceFamily, os: String = "4.3", orientation: Orientation = .portrait) -> SessionHeader {
        SessionHeader(id: "test", device: Device(family: family), os: Version(parsing: os)!, orientation: orientation)
    }

    static func session(_ family: DeviceFamily, _ events: [E], orientation: Orientation = .portrait) -> Session {
        let evs = events.enumerated().map { i, e in
            Event(t: e.t, line: i + 2, ad: e.ad, thread: e.thread, kind: e.kind)
        }
        return Session(header: header(family, orientation: orientation), events: evs)
    }

    static func replay(_ family: DeviceFamily, _ events: [E], orientation: Orientation = .portrait) -> ReplayResult {
        Replay.run(session(family, events, orientation: orientation))
    }
}

/// Frames used across tables.
enum F {
    static func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }
    /// A portrait banner at the bottom of the screen.
    static func bottomBanner(_ family: DeviceFamily) -> Rect {
        family.isPad ? r(0, 958, 768, 66) : r(0, 430, 320, 50)
    }
    /// A portrait banner just below the screen.
    static func offscreenBanner(_ family: DeviceFamily) -> Rect {
        family.isPad ? r(0, 1024, 768, 66) : r(0, 480, 320, 50)
    }
}

/// The fast path for the header line: one pass over a flat, plain header (ASCII strings
/// without escapes, every member known and given once, `device` and `app` objects of known
/// members) straight to a `SessionHeader`, with no tape. Anything else, valid or not (an
/// unknown or repeated member, an escape, a value of another type or outside its set, a
/// missing required member), returns nil and the line goes to the full parser and
/// `HeaderDecoder`, which report every problem. A header it accepts decodes to the same
/// `SessionHeader` there (tests and the fuzzer check both agree).
enum HeaderLineScanner {
    /// The header of the line starting at `start`, and where the line ends (the offset of
    /// its "\n", or of the buffer's end when `atEnd` says the buffer's end ends the line).
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, atEnd: Bool) -> (header: SessionHeader, end: Int)? {
        var c = ByteCursor(bytes, from: start)
        guard let header = scanHeader(&c) else { return nil }
        c.skipWhitespace()
        if c.i == c.n {
            guard atEnd else { return nil }
        } else {
            guard c.p[c.i] == UInt8(ascii: "\n") else { return nil }
        }
        return (header, c.i)
    }

    /// Calls `member` with each key of the object at the cursor (the cursor then at its
    /// value); false when the object is malformed, `member` refuses a key (returns 0) or a
    /// key repeats: `member` returns a bit of its own for each key it takes, and a bit
    /// seen before is a repeat (no list of keys to search).
    @inline(__always)
    static func members(_ c: inout ByteCursor, _ member: (ByteText, inout ByteCursor) -> UInt64) -> Bool {
        guard c.take(UInt8(ascii: "{")) else { return false }
        if c.take(UInt8(ascii: "}")) { return true }
        var seen: UInt64 = 0
        while true {
            c.skipWhitespace()
            guard let key = c.string(), c.take(UInt8(ascii: ":")) else { return false }
            c.skipWhitespace()
            let bit = member(key, &c)
            guard bit != 0, seen & bit == 0 else { return false }
            seen |= bit
            if c.take(UInt8(ascii: "}")) { return true }
            guard c.take(UInt8(ascii: ",")) else { return false }
        }
    }

    /// `bit` when `ok`, else 0 (a member refused).
    @inline(__always)
    static func taken(_ ok: Bool, _ bit: UInt64) -> UInt64 { ok ? bit : 0 }

    static func scanHeader(_ c: inout ByteCursor) -> SessionHeader? {
        var hasFormat = false
        var id: String?, title: String?, scenario: String?, recordedAt: String?
        var source = SessionSource.recorded
        var seed: UInt64?
        var device: Device?
        var os: Version?
        var app = AppInfo()
        var orientation = Orientation.portrait
        let ok = members(&c) { key, c in
            switch key.count {
            case 2 where key.equals("id"): id = c.string()?.string; return taken(id != nil, 1 << 0)
            case 2 where key.equals("os"): os = version(&c); return taken(os != nil, 1 << 1)
            case 3 where key.equals("app"): return taken(self.app(&c, into: &app), 1 << 2)
            case 4 where key.equals("seed"): seed = unsigned(&c); return taken(seed != nil, 1 << 3)
            case 5 where key.equals("title"): title = c.string()?.string; return taken(title != nil, 1 << 4)
            case 6 where key.equals("device"): device = self.device(&c); return taken(device != nil, 1 << 5)
            case 6 where key.equals("source"):
                guard let s = c.string() else { return 0 }
                if s.equals("recorded") { source = .recorded } else if s.equals("simulated") { source = .simulated } else { return 0 }
                return 1 << 6
            case 8 where key.equals("scenario"): scenario = c.string()?.string; return taken(scenario != nil, 1 << 7)
            case 9 where key.equals("adsession"):
                let start = c.i
                hasFormat = c.number() == 1 && c.i == start + 1  // exactly the integer 1
                return taken(hasFormat, 1 << 8)
            case 10 where key.equals("recordedAt"): recordedAt = c.string()?.string; return taken(recordedAt != nil, 1 << 9)
            case 11 where key.equals("orientation"):
                guard let s = c.string(), let o = KnownText.orientation(s) else { return 0 }
                orientation = o
                return 1 << 10
            default: return 0
            }
        }
        guard ok, hasFormat, let id, let device, let os else { return nil }
        return SessionHeader(formatVersion: 1, id: id, title: title, source: source, scenario: scenario, seed: seed,
                             device: device, os: os, app: app, orientation: orientation, recordedAt: recordedAt)
    }

    /// `{"family": F, "model": M}`, family required.
    static func device(_ c: inout ByteCursor) -> Device? {
        var family: DeviceFamily?, model: String?
        let ok = members(&c) { key, c in
            if key.equals("family") {
                guard let s = c.string() else { return 0 }
                if s.equals("iPhone") { family = .iPhone } else if s.equals("iPad") { family = .iPad }
                else if s.equals("iPod touch") { family = .iPodTouch } else { return 0 }
                return 1 << 0
            }
            if key.equals("model") { model = c.string()?.string; return taken(model != nil, 1 << 1) }
            return 0
        }
        guard ok, let family else { return nil }
        return Device(family: family, model: model)
    }

    /// `{"name", "version", "deploymentTarget", "iAdLinkage", "supportedOrientations"}`, all optional.
    static func app(_ c: inout ByteCursor, into app: inout AppInfo) -> Bool {
        members(&c) { key, c in
            switch key.count {
            case 4 where key.equals("name"): app.name = c.string()?.string; return taken(app.name != nil, 1 << 0)
            case 7 where key.equals("version"): app.version = c.string()?.string; return taken(app.version != nil, 1 << 1)
            case 10 where key.equals("iAdLinkage"):
                guard let s = c.string() else { return 0 }
                if s.equals("weak") { app.iAdLinkage = .weak } else if s.equals("required") { app.iAdLinkage = .required } else { return 0 }
                return 1 << 2
            case 16 where key.equals("deploymentTarget"):
                app.deploymentTarget = version(&c)
                return taken(app.deploymentTarget != nil, 1 << 3)
            case 21 where key.equals("supportedOrientations"):
                app.supportedOrientations = axes(&c)
                return taken(app.supportedOrientations != nil, 1 << 4)
            default: return 0
            }
        }
    }

    /// `["portrait", "landscape", ...]`.
    static func axes(_ c: inout ByteCursor) -> [OrientationAxis]? {
        guard c.take(UInt8(ascii: "[")) else { return nil }
        var axes: [OrientationAxis] = []
        if c.take(UInt8(ascii: "]")) { return axes }
        while true {
            c.skipWhitespace()
            guard let s = c.string() else { return nil }
            if s.equals("portrait") { axes.append(.portrait) } else if s.equals("landscape") { axes.append(.landscape) } else { return nil }
            if c.take(UInt8(ascii: "]")) { return axes }
            guard c.take(UInt8(ascii: ",")) else { return nil }
        }
    }

    /// A version string `HeaderDecoder` accepts.
    static func version(_ c: inout ByteCursor) -> Version? {
        c.string().flatMap { HeaderDecoder.parseVersion($0.string) }
    }

    /// A non-negative integer literal that fits in a UInt64 (as `JSONValue.uint64` reads it).
    static func unsigned(_ c: inout ByteCursor) -> UInt64? {
        let start = c.i
        var value: UInt64 = 0
        while c.i < c.n, c.isDigit(c.p[c.i]) {
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(UInt64(c.p[c.i] - UInt8(ascii: "0")))
            guard !o1, !o2 else { return nil }
            value = sum
            c.i += 1
        }
        let count = c.i - start
        guard count > 0, !(count > 1 && c.p[start] == UInt8(ascii: "0")) else { return nil }
        if c.i < c.n, c.p[c.i] == UInt8(ascii: ".") || c.p[c.i] | 0x20 == UInt8(ascii: "e") { return nil }
        return value
    }
}

import AdsightJSON

/// Decodes line 1, the session header.
enum HeaderDecoder {
    /// Whether a line given as the header is an event instead (no "adsession", an "event" or "t").
    static func isEvent(_ root: JSONValue) -> Bool {
        root["adsession"] == nil && (root["event"] != nil || root["t"] != nil)
    }

    /// The header, or nil when a required field is missing or a field is invalid
    /// (the reasons are in `ctx.errors`).
    static func decode(_ root: JSONValue, _ ctx: inout LineContext) -> SessionHeader? {
        let r = FieldReader(object: root, owner: "the header", prefix: "")
        let before = ctx.errors.count
        if isEvent(root) {
            ctx.error(at: root, "line \(ctx.line) must be the session header ({\"adsession\": 1, \"id\": ..., \"device\": ..., \"os\": ...}); found an event")
            return nil
        }
        var formatVersion = 1
        if let v = root["adsession"] {
            if v.int == 1 {
                formatVersion = 1
            } else {
                ctx.error(at: v, "\"adsession\" must be the integer 1 (this reader understands adsession/1), found \(ctx.shown(v))")
            }
        } else {
            r.missing("adsession", "the format version, the integer 1", &ctx)
        }
        let id = r.string("id", required: true, what: "the session's name, a string", &ctx)
        let title = r.string("title", required: false, &ctx)
        let source = r.oneOf("source", [SessionSource.recorded, .simulated], required: false, &ctx) ?? .recorded
        let scenario = r.string("scenario", required: false, &ctx)
        var seed: UInt64?
        if let v = root["seed"] {
            seed = v.uint64
            if seed == nil { r.wrongType("seed", v, "a non-negative integer", &ctx) }
        }
        let device = decodeDevice(r, &ctx)
        let os = Self.version(r, "os", required: true, &ctx)
        let app = decodeApp(r, &ctx)
        let orientation = r.oneOf("orientation", Orientation.allCases, required: false, &ctx) ?? .portrait
        let recordedAt = r.string("recordedAt", required: false, &ctx)
        guard ctx.errors.count == before, let id, let device, let os else { return nil }
        return SessionHeader(
            formatVersion: formatVersion, id: id, title: title, source: source, scenario: scenario, seed: seed,
            device: device, os: os, app: app ?? AppInfo(), orientation: orientation, recordedAt: recordedAt
        )
    }

    static func decodeDevice(_ r: FieldReader, _ ctx: inout LineContext) -> Device? {
        guard let d = r.object("device", required: true, what: "{\"family\": \"iPhone\"}", &ctx) else { return nil }
        let family = d.oneOf("family", DeviceFamily.allCases, required: true, &ctx)
        let model = d.string("model", required: false, &ctx)
        return family.map { Device(family: $0, model: model) }
    }

    static func decodeApp(_ r: FieldReader, _ ctx: inout LineContext) -> AppInfo? {
        guard let a = r.object("app", required: false, what: "the app's name, version and linkage", &ctx) else { return nil }
        var info = AppInfo()
        info.name = a.string("name", required: false, &ctx)
        info.version = a.string("version", required: false, &ctx)
        info.deploymentTarget = Self.version(a, "deploymentTarget", required: false, &ctx)
        info.iAdLinkage = a.oneOf("iAdLinkage", [Linkage.weak, .required], required: false, &ctx)
        if let list = a.value("supportedOrientations") {
            func allowed() -> String { LineContext.list(OrientationAxis.allCases.map(\.rawValue)) }
            if list.kind != .array {
                a.wrongType("supportedOrientations", list, "an array of \(allowed())", &ctx)
            } else {
                var axes: [OrientationAxis] = []
                for e in list.elements {
                    if let s = e.string, let axis = OrientationAxis(rawValue: s) {
                        axes.append(axis)
                    } else {
                        ctx.error(at: e, "\"app.supportedOrientations\" may hold only \(allowed()), found \(ctx.shown(e))")
                    }
                }
                info.supportedOrientations = axes
            }
        }
        return info
    }

    /// A dotted version string such as "4.2.1".
    static func version(_ r: FieldReader, _ key: String, required: Bool, _ ctx: inout LineContext) -> Version? {
        let what = "a dotted iOS version such as \"4.2.1\""
        guard let v = r.value(key) else {
            if required { r.missing(key, what, &ctx) }
            return nil
        }
        guard let s = v.string else { r.wrongType(key, v, what, &ctx); return nil }
        guard let version = Version(parsing: s) else {
            ctx.error(at: v, "\"\(r.prefix)\(key)\" must be \(what), found \(ctx.shown(v))")
            return nil
        }
        return version
    }
}

import AdsightJSON

/// Writes sessions as canonical `adsession/1` JSON Lines: fixed key order, one line per
/// header and event, `, ` and `: ` separators, shortest round-trip numbers. The same
/// session always gives the same bytes, and decoding them gives the session back.
public enum SessionEncoder {
    /// The whole file: the header line, then one line per event, each ending in "\n".
    public static func encode(_ session: Session) -> [UInt8] {
        encode(header: session.header, events: session.events)
    }

    /// The whole file for a header and events (their `line` is ignored: lines follow order).
    public static func encode(header: SessionHeader, events: [Event]) -> [UInt8] {
        var out = Array(headerLine(header).utf8)
        out.append(UInt8(ascii: "\n"))
        for event in events {
            out.append(contentsOf: eventLine(event).utf8)
            out.append(UInt8(ascii: "\n"))
        }
        return out
    }

    /// The header's line, without "\n".
    public static func headerLine(_ h: SessionHeader) -> String {
        var w = JSONWriter(style: .spaced)
        w.beginObject()
        w.key("adsession"); w.int(h.formatVersion)
        w.key("id"); w.string(h.id)
        if let title = h.title { w.key("title"); w.string(title) }
        w.key("source"); w.string(h.source.rawValue)
        if let scenario = h.scenario { w.key("scenario"); w.string(scenario) }
        if let seed = h.seed { w.key("seed"); w.uint64(seed) }
        w.key("device"); w.beginObject()
        w.key("family"); w.string(h.device.family.rawValue)
        if let model = h.device.model { w.key("model"); w.string(model) }
        w.endObject()
        w.key("os"); w.string(h.os.description)
        if h.app != AppInfo() { writeApp(h.app, &w) }
        w.key("orientation"); w.string(h.orientation.rawValue)
        if let recordedAt = h.recordedAt { w.key("recordedAt"); w.string(recordedAt) }
        w.endObject()
        return w.text
    }

    static func writeApp(_ app: AppInfo, _ w: inout JSONWriter) {
        w.key("app"); w.beginObject()
        if let name = app.name { w.key("name"); w.string(name) }
        if let version = app.version { w.key("version"); w.string(version) }
        if let target = app.deploymentTarget { w.key("deploymentTarget"); w.string(target.description) }
        if let linkage = app.iAdLinkage { w.key("iAdLinkage"); w.string(linkage.rawValue) }
        if let axes = app.supportedOrientations {
            w.key("supportedOrientations"); w.beginArray()
            for axis in axes { w.string(axis.rawValue) }
            w.endArray()
        }
        w.endObject()
    }

    /// One event's line, without "\n".
    public static func eventLine(_ e: Event) -> String {
        var w = JSONWriter(style: .spaced)
        w.beginObject()
        w.key("t"); w.number(e.t)
        w.key("event"); w.string(e.kind.name)
        if let ad = e.ad { w.key("ad"); w.string(ad) }
        if let thread = e.thread { w.key("thread"); w.string(thread) }
        EventPayloadEncoder.write(e.kind, &w)
        w.endObject()
        return w.text
    }
}

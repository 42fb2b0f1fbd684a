import AdsightSession

/// The binary form of a `SessionHeader` inside a cached `SessionSummary` (`SummaryCodec`).
enum HeaderCodec {
    static func encode(_ h: SessionHeader, into w: inout ByteWriter) {
        w.int(h.formatVersion); w.string(h.id)
        w.optional(h.title) { $0.string($1) }
        w.count(SummaryCodec.index(h.source, SummaryCodec.sources))
        w.optional(h.scenario) { $0.string($1) }
        w.optional(h.seed) { $0.word($1) }
        w.count(SummaryCodec.index(h.device.family, SummaryCodec.families))
        w.optional(h.device.model) { $0.string($1) }
        version(h.os, &w)
        w.optional(h.app.name) { $0.string($1) }
        w.optional(h.app.version) { $0.string($1) }
        w.optional(h.app.deploymentTarget) { version($1, &$0) }
        w.optional(h.app.iAdLinkage) { $0.count(SummaryCodec.index($1, SummaryCodec.linkages)) }
        w.optional(h.app.supportedOrientations) { w, list in
            w.count(list.count)
            for a in list { w.count(SummaryCodec.index(a, SummaryCodec.axes)) }
        }
        w.count(SummaryCodec.index(h.orientation, SummaryCodec.orientations))
        w.optional(h.recordedAt) { $0.string($1) }
    }

    static func decode(_ r: inout ByteReader) throws(CacheFormatError) -> SessionHeader {
        typealias R = ByteReader
        let formatVersion = try r.int(), id = try r.string()
        let title = try r.optional { (r: inout R) throws(CacheFormatError) in try r.string() }
        let source = try r.index(into: SummaryCodec.sources)
        let scenario = try r.optional { (r: inout R) throws(CacheFormatError) in try r.string() }
        let seed = try r.optional { (r: inout R) throws(CacheFormatError) in try r.word() }
        let family = try r.index(into: SummaryCodec.families)
        let model = try r.optional { (r: inout R) throws(CacheFormatError) in try r.string() }
        let os = try version(&r)
        let name = try r.optional { (r: inout R) throws(CacheFormatError) in try r.string() }
        let appVersion = try r.optional { (r: inout R) throws(CacheFormatError) in try r.string() }
        let target = try r.optional { (r: inout R) throws(CacheFormatError) in try version(&r) }
        let linkage = try r.optional { (r: inout R) throws(CacheFormatError) in try r.index(into: SummaryCodec.linkages) }
        let supported = try r.optional { (r: inout R) throws(CacheFormatError) -> [OrientationAxis] in
            var list: [OrientationAxis] = []
            for _ in 0..<(try r.count()) { list.append(try r.index(into: SummaryCodec.axes)) }
            return list
        }
        let orientation = try r.index(into: SummaryCodec.orientations)
        let recordedAt = try r.optional { (r: inout R) throws(CacheFormatError) in try r.string() }
        return SessionHeader(
            formatVersion: formatVersion, id: id, title: title, source: source, scenario: scenario, seed: seed,
            device: Device(family: family, model: model), os: os,
            app: AppInfo(name: name, version: appVersion, deploymentTarget: target, iAdLinkage: linkage,
                         supportedOrientations: supported),
            orientation: orientation, recordedAt: recordedAt)
    }

    private static func version(_ v: Version, _ w: inout ByteWriter) {
        w.count(v.components.count)
        for c in v.components { w.int(c) }
    }

    private static func version(_ r: inout ByteReader) throws(CacheFormatError) -> Version {
        var parts: [Int] = []
        for _ in 0..<(try r.count()) { parts.append(try r.int()) }
        return Version(parts)
    }
}

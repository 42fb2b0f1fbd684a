import AdsightModel

/// The rebuild cache's binary form of a report's exposure (`SummaryCodec`): every account
/// without its spans (only a session's own page draws those, and a reused page is linked).
enum ExposureCodec {
    static let kinds: [AdKind] = [.banner, .interstitial]

    static func encode(_ exposure: [AdExposure], into w: inout ByteWriter) {
        w.count(exposure.count)
        for e in exposure {
            w.string(e.ad); w.count(SummaryCodec.index(e.kind, kinds))
            w.double(e.start); w.double(e.end); w.int(e.served); w.int(e.viewableImpressions); w.int(e.failed)
            w.count(e.bucketMilliseconds.count)
            for ms in e.bucketMilliseconds { w.int(ms) }
            w.count(e.reasonMilliseconds.count)
            for ms in e.reasonMilliseconds { w.int(ms) }
        }
    }

    static func decode(_ r: inout ByteReader) throws(CacheFormatError) -> [AdExposure] {
        var out: [AdExposure] = []
        for _ in 0..<(try r.count()) {
            let ad = try r.string(), kind = try r.index(into: kinds)
            let start = try r.double(), end = try r.double(), served = try r.int(), impressions = try r.int(), failed = try r.int()
            var buckets: [Int] = [], reasons: [Int] = []
            for _ in 0..<(try r.count()) { buckets.append(try r.int()) }
            for _ in 0..<(try r.count()) { reasons.append(try r.int()) }
            guard buckets.count == ExposureBucket.allCases.count, reasons.count == HiddenReason.allCases.count else {
                throw CacheFormatError("bad exposure of \(ad)")
            }
            out.append(AdExposure(ad: ad, kind: kind, start: start, end: end, served: served, viewableImpressions: impressions,
                                  bucketMilliseconds: buckets, reasonMilliseconds: reasons, spans: [], failed: failed))
        }
        return out
    }
}

import AdsightJSON
import AdsightModel

/// A valid session's `exposure` array (session-format.md, "Exposure"), from fixed text as
/// `EntryJSON` writes the rest of the entry: the bytes `JSONWriter` calls would give, pretty,
/// inside an entry of the `sessions` array.
enum ExposureJSON {
    static func append(_ exposure: [AdExposure], to out: inout JSONBytes) {
        guard !exposure.isEmpty else { out.append("[]"); return }
        for (i, entry) in exposure.enumerated() {
            out.append(i == 0 ? "[\n        {\n          \"ad\": " : ",\n        {\n          \"ad\": ")
            out.appendQuoted(entry.ad)
            out.append(entry.kind == .banner ? ",\n          \"kind\": \"banner\"" : ",\n          \"kind\": \"interstitial\"")
            out.append(",\n          \"served\": ")
            out.append(entry.served)
            out.append(",\n          \"viewableImpressions\": ")
            out.append(entry.viewableImpressions)
            out.append(",\n          \"seconds\": {")
            for (bucket, key) in zip(ExposureBucket.allCases, bucketKeys) {
                out.append(key)
                appendSeconds(milliseconds: entry.milliseconds(bucket), to: &out)
            }
            out.append("\n          },\n          \"hiddenBy\": {")
            for (reason, key) in zip(HiddenReason.allCases, reasonKeys) {
                out.append(key)
                appendSeconds(milliseconds: entry.hiddenMilliseconds(reason), to: &out)
            }
            out.append("\n          }\n        }")
        }
        out.append("\n      ]")
    }

    /// Whole milliseconds as the seconds `JSONWriter.number(Double(ms) / 1000)` writes (the
    /// shortest text of the double nearest ms/1000 is ms/1000's own decimals, zeros trimmed),
    /// without making a `String` per number; the writer itself for what is not plain.
    static func appendSeconds(milliseconds ms: Int, to out: inout JSONBytes) {
        guard ms >= 0, ms < 1_000_000_000_000_000 else { out.append(Double(ms) / 1000); return }
        out.append(ms / 1000)
        var fraction = ms % 1000
        guard fraction > 0 else { return }
        out.append(byte: UInt8(ascii: "."))
        var place = 100
        while fraction > 0 {
            out.append(byte: UInt8(ascii: "0") + UInt8(fraction / place))
            fraction %= place
            place /= 10
        }
    }

    /// Each member's text up to its value, the separator before it included, made once: the
    /// keys are the same in every entry.
    private static let bucketKeys = memberPrefixes(ExposureBucket.allCases.map(\.rawValue))
    private static let reasonKeys = memberPrefixes(HiddenReason.allCases.map(\.rawValue))

    private static func memberPrefixes(_ names: [String]) -> [[UInt8]] {
        names.enumerated().map { k, name in
            Array(((k == 0 ? "\n" : ",\n") + "            \"" + name + "\": ").utf8)
        }
    }
}

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
            for (k, bucket) in ExposureBucket.allCases.enumerated() {
                out.append(k == 0 ? "\n            \"" : ",\n            \"")
                out.append(Array(bucket.rawValue.utf8))
                out.append("\": ")
                appendSeconds(milliseconds: entry.milliseconds(bucket), to: &out)
            }
            out.append("\n          },\n          \"hiddenBy\": {")
            for (k, reason) in HiddenReason.allCases.enumerated() {
                out.append(k == 0 ? "\n            \"" : ",\n            \"")
                out.append(Array(reason.rawValue.utf8))
                out.append("\": ")
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
        out.append(".")
        var place = 100
        while fraction > 0 {
            out.append(digits[fraction / place])
            fraction %= place
            place /= 10
        }
    }

    private static let digits: [StaticString] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]
}

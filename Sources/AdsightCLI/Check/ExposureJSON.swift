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
                out.append(entry.seconds(bucket))
            }
            out.append("\n          },\n          \"hiddenBy\": {")
            for (k, reason) in HiddenReason.allCases.enumerated() {
                out.append(k == 0 ? "\n            \"" : ",\n            \"")
                out.append(Array(reason.rawValue.utf8))
                out.append("\": ")
                out.append(entry.hiddenSeconds(reason))
            }
            out.append("\n          }\n        }")
        }
        out.append("\n      ]")
    }
}

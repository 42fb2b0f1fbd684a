import AdsightJSON
import AdsightRules

/// A rule result without evidence as `CheckJSON` writes it inside a session's `results`
/// array (depth 4 of the document), from fixed text: the same bytes as the `JSONWriter`
/// calls that write a result, without their per-call bookkeeping (most of a session's
/// results have no evidence).
enum EmptyResultJSON {
    static func append(rule: String, severity: Severity, status: RuleStatus, to out: inout JSONBytes) {
        append("{\n          \"rule\": ", to: &out)
        out.appendQuoted(rule)
        switch (severity, status) {  // one append for the rest
        case (.info, .pass): append(",\n          \"severity\": \"info\",\n          \"status\": \"pass\",\n          \"evidence\": []\n        }", to: &out)
        case (.info, .fail): append(",\n          \"severity\": \"info\",\n          \"status\": \"fail\",\n          \"evidence\": []\n        }", to: &out)
        case (.info, .notApplicable): append(",\n          \"severity\": \"info\",\n          \"status\": \"not-applicable\",\n          \"evidence\": []\n        }", to: &out)
        case (.warning, .pass): append(",\n          \"severity\": \"warning\",\n          \"status\": \"pass\",\n          \"evidence\": []\n        }", to: &out)
        case (.warning, .fail): append(",\n          \"severity\": \"warning\",\n          \"status\": \"fail\",\n          \"evidence\": []\n        }", to: &out)
        case (.warning, .notApplicable): append(",\n          \"severity\": \"warning\",\n          \"status\": \"not-applicable\",\n          \"evidence\": []\n        }", to: &out)
        case (.error, .pass): append(",\n          \"severity\": \"error\",\n          \"status\": \"pass\",\n          \"evidence\": []\n        }", to: &out)
        case (.error, .fail): append(",\n          \"severity\": \"error\",\n          \"status\": \"fail\",\n          \"evidence\": []\n        }", to: &out)
        case (.error, .notApplicable): append(",\n          \"severity\": \"error\",\n          \"status\": \"not-applicable\",\n          \"evidence\": []\n        }", to: &out)
        }
    }

    @inline(__always)
    private static func append(_ text: StaticString, to out: inout JSONBytes) {
        out.append(text)
    }
}

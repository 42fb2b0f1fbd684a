import AdsightJSON
import AdsightRules

/// A rule result without evidence as `CheckJSON` writes it inside a session's `results`
/// array (depth 4 of the document), from fixed text: the same bytes as the `JSONWriter`
/// calls that write a result, without their per-call bookkeeping (most of a session's
/// results have no evidence).
enum EmptyResultJSON {
    static func append(rule: String, severity: Severity, status: RuleStatus, to out: inout JSONBytes) {
        out.append("{\n          \"rule\": ")
        out.appendQuoted(rule)
        switch (severity, status) {  // one append for the rest
        case (.info, .pass): out.append(",\n          \"severity\": \"info\",\n          \"status\": \"pass\",\n          \"evidence\": []\n        }")
        case (.info, .fail): out.append(",\n          \"severity\": \"info\",\n          \"status\": \"fail\",\n          \"evidence\": []\n        }")
        case (.info, .notApplicable): out.append(",\n          \"severity\": \"info\",\n          \"status\": \"not-applicable\",\n          \"evidence\": []\n        }")
        case (.warning, .pass): out.append(",\n          \"severity\": \"warning\",\n          \"status\": \"pass\",\n          \"evidence\": []\n        }")
        case (.warning, .fail): out.append(",\n          \"severity\": \"warning\",\n          \"status\": \"fail\",\n          \"evidence\": []\n        }")
        case (.warning, .notApplicable): out.append(",\n          \"severity\": \"warning\",\n          \"status\": \"not-applicable\",\n          \"evidence\": []\n        }")
        case (.error, .pass): out.append(",\n          \"severity\": \"error\",\n          \"status\": \"pass\",\n          \"evidence\": []\n        }")
        case (.error, .fail): out.append(",\n          \"severity\": \"error\",\n          \"status\": \"fail\",\n          \"evidence\": []\n        }")
        case (.error, .notApplicable): out.append(",\n          \"severity\": \"error\",\n          \"status\": \"not-applicable\",\n          \"evidence\": []\n        }")
        }
    }
}

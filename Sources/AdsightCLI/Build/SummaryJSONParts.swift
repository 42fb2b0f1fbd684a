import AdsightRules

/// `summary.json` (the `check --format json` document) in pieces, so a build can write
/// each session's entry as it is judged: `entry(_:)` is exactly what `CheckJSON.document`
/// writes for that report inside its `sessions` array, and `document(entries:count:)`
/// puts the entries together byte for byte as `CheckJSON.document` would.
enum SummaryJSONParts {
    static let head = CheckJSON.prologue + "\n"
    static let tail = "\n  ]\n}\n"
    static let separator = ",\n"

    /// One report's entry (indented as inside the array, without separator).
    static func entry(_ report: SessionReport) -> String {
        let one = CheckJSON.document([report])
        guard one.hasPrefix(head), one.hasSuffix(tail) else { return one }
        return String(one.dropFirst(head.count).dropLast(tail.count))
    }

    /// The document from the spooled entries (`separator` between them) of `count` reports.
    static func document(entries: Spool, count: Int) -> [UInt8] {
        count == 0 ? Array(CheckJSON.document([]).utf8) : entries.readAll(prefix: Array(head.utf8), suffix: Array(tail.utf8))
    }
}

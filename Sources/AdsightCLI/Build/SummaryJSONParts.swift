import AdsightRules
import AdsightRuns

/// `summary.json` (the `check --format json` document) in pieces, so a build can write
/// each session's entry as it is judged: `entry(_:marks:)` is exactly what `CheckJSON.document`
/// writes for that report inside its `sessions` array, and `head`/`tail` of a `SummaryFrame`
/// put the entries together byte for byte as `CheckJSON.document` would.
enum SummaryJSONParts {
    static let separator = ",\n"
    /// The indentation of an entry inside the array.
    static let indent = "    "

    /// Before the first entry (its indentation is the entry's).
    static func head(_ frame: SummaryFrame) -> [UInt8] { Array((frame.prologue + "\n").utf8) }
    /// After the last entry.
    static func tail(_ frame: SummaryFrame) -> [UInt8] { Array(frame.tail.utf8) }

    /// One report's entry (indented as inside the array, without separator).
    static func entry(_ report: SessionReport, marks: SessionMarks? = nil) -> [UInt8] {
        Array(indent.utf8) + CheckJSON.entry(report, marks: marks)
    }

    /// The document of no session.
    static func empty(_ frame: SummaryFrame) -> [UInt8] { Array(frame.empty.utf8) }
}

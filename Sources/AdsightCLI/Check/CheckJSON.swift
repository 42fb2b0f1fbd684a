import AdsightJSON
import AdsightRules
import AdsightRuns
import AdsightSession
import AdsightSite

/// The `check --format json` document (also the site's `summary.json`), as `cli.md`
/// fixes it: `{"sessions": [{id, file, valid, errors, results}]}` plus `adsight` (the
/// version that wrote it), `format` and `checks` (the notes' check digests, `SummaryFrame`), `warnings` and (valid sessions) `exposure` per session and `ad` per evidence when known. Deterministic: reports in the order given,
/// results in their (catalogue) order, 2-space indentation, ends with a newline.
public enum CheckJSON {
    public static func document(_ reports: [SessionReport], frame: SummaryFrame = SummaryFrame()) -> String {
        guard !reports.isEmpty else { return frame.empty }
        var out = Array(frame.head.utf8)
        for (i, report) in reports.enumerated() {
            if i > 0 { out.append(contentsOf: separator.utf8) }
            out.append(contentsOf: entry(report, marks: frame.comparison?.marks(id: report.id, valid: report.valid, results: report.results)))
        }
        out.append(contentsOf: frame.tail.utf8)
        return String(decoding: out, as: UTF8.self)
    }

    /// What a document of no checks and no baseline starts with, up to the `sessions` array's `[`.
    public static let prologue = SummaryFrame().prologue
    /// The document of no session (no checks, no baseline).
    public static let empty = SummaryFrame().empty
    /// The document's text before its first entry, between two entries and after the last:
    /// `head + entry + (separator + entry)* + tail` is `document` byte for byte, so the
    /// document can be written one session at a time (`SummaryFrame` for checks and a baseline).
    public static let head = SummaryFrame().head
    public static let separator = ",\n    "
    public static let tail = SummaryFrame().tail

    /// One report's object, indented as inside the `sessions` array (no separator before it),
    /// with its comparison with the baseline when there is one.
    public static func entry(_ report: SessionReport, marks: SessionMarks? = nil) -> [UInt8] {
        var out = JSONBytes(capacity: 256 + 160 * report.results.count)  // a result without evidence: ~130 bytes
        EntryJSON.append(report, marks: marks, to: &out)
        return out.bytes
    }

    /// `entry(report)` made safe for a terminal (`JSONTerminalText.safe`). The writer escapes
    /// every ASCII control itself, so only non-ASCII text can need it: when every string the
    /// entry holds is ASCII (`holdsOnlyASCII`), the entry is returned without a scan.
    static func terminalSafeEntry(_ report: SessionReport, marks: SessionMarks? = nil) -> [UInt8] {
        let bytes = entry(report, marks: marks)
        return holdsOnlyASCII(report) ? bytes : JSONTerminalText.safe(bytes)
    }

    /// Whether every string `EntryJSON` puts in the entry is ASCII (keep it in step with
    /// `EntryJSON`: a test gives each of them a bidi control).
    static func holdsOnlyASCII(_ report: SessionReport) -> Bool {
        func ascii(_ s: String) -> Bool { s.utf8.withContiguousStorageIfAvailable(isASCII) ?? s.utf8.allSatisfy { $0 < 0x80 } }
        guard ascii(report.id), ascii(report.file) else { return false }
        for d in report.errors where !ascii(d.message) { return false }
        for d in report.warnings where !ascii(d.message) { return false }
        for result in report.results {
            guard ascii(result.rule), result.suppressed.map(ascii) ?? true else { return false }
            for e in result.evidence where !ascii(e.message) || !(e.ad.map(ascii) ?? true) { return false }
        }
        for entry in report.exposure where !ascii(entry.ad) { return false }
        return true
    }

    /// Whether no byte is 0x80 or above (eight at a time).
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var i = 0
        while i + 8 <= bytes.count {
            if raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            i += 8
        }
        while i < bytes.count {
            if base[i] >= 0x80 { return false }
            i += 1
        }
        return true
    }
}

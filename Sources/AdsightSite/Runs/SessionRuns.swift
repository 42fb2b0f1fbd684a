import AdsightRules
import AdsightRuns

/// Each session's status over the recorded runs, a small SVG file of its own
/// (`sessions/<hash>.runs.svg`, `fileName`) that its page shows as an image. A file apart, not markup
/// in the page: the history grows every run, and a page holding it would change every run,
/// so a rebuild would render every session again; the page only names the file, so an
/// unchanged session keeps its page and only this small file is written afresh.
///
/// A run's cell is made from the session's own results for this run and from the earlier
/// runs' lines (looked up by session id) for the others: it depends on nothing of the other
/// sessions, so a shard's file is the one a build of every input writes, and merged sites
/// equal one build's. A history line lists failing sessions only, so an earlier run without
/// the session's id reads "no failure recorded" (it passed, or it was not in that run).
public struct SessionRuns: Sendable {
    /// The earlier runs shown, oldest first: label and link (http(s) only).
    let earlier: [(run: String, url: String?)]
    /// Per earlier run, the rules each failing session id failed.
    let failed: [[String: [String]]]
    /// This run's label and link.
    let label: String
    let url: String?

    /// `earlier`: the recorded runs before this one that the history keeps (at most the
    /// history limit less one); `label` and `url` name this run.
    public init(earlier: [HistoryLine], label: String, url: String?) {
        self.earlier = earlier.map { ($0.run, $0.url) }   // http(s) only (`HistoryLine.url`)
        failed = earlier.map { run in
            // A hostile history may repeat an id: its first entry counts, as in a dictionary read.
            Dictionary(run.failed.map { ($0.id, $0.rules) }, uniquingKeysWith: { a, _ in a })
        }
        // This run's link checked as every line's is (`HistoryLine.url`).
        self.label = label; self.url = HistoryLine(run: label, url: url, sessions: 0, invalid: 0).url
    }

    /// The runs `SiteRuns.history` holds (this run last); `fallbackLabel` names this run
    /// when there are none (a site built in memory without a history).
    public init(history: [HistoryLine], fallbackLabel: String) {
        self.init(earlier: Array(history.dropLast()), label: history.last?.run ?? fallbackLabel, url: history.last?.url)
    }

    /// The session's file, relative to the site's root.
    public static func path(_ report: SessionReport) -> String { "sessions/" + fileName(report) }

    /// The session's file in `sessions/`: named by a hash of the session's id and file as
    /// given, not by its page, because `merge` may give a page another name (two sessions
    /// under one id) without rendering it again, and the page names its chart.
    static func fileName(_ report: SessionReport) -> String {
        var h = Hash64()
        h.update(report.id); h.update([0]); h.update(report.file)
        let digits = String(h.finish(), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits + ".runs.svg"
    }

    /// One run's cell: its label, link and what the session did in it.
    struct Cell {
        var run: String
        var url: String?
        /// The rules failed; nil for an invalid file.
        var rules: [String]?
        var isNow: Bool
    }

    /// The session's file.
    public func svg(_ summary: SessionSummary) -> [UInt8] {
        let id = summary.report.id
        var cells: [Cell] = zip(earlier, failed).map { run, failed in
            Cell(run: run.run, url: run.url, rules: failed[id] ?? [], isNow: false)
        }
        let now = summary.report.valid ? summary.report.results.filter { $0.status == .fail }.map(\.rule) : nil
        cells.append(Cell(run: label, url: url, rules: now, isNow: true))
        return SessionRunsChart.svg(cells, title: summary.title)
    }
}

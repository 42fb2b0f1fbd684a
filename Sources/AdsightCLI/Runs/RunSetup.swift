import AdsightNotes
import AdsightRuns

/// Makes a build's `RunSettings` from its options once the notes are known: the baseline
/// (read before anything is written: a bad one refuses the build), the earlier runs, this
/// run's label and link. Warnings (dropped history lines, an unusable URL) go to standard error.
enum RunSetup {
    static func settings(notes: [Note], baseline: Baseline?, threshold: FailOn, history: RunOptions,
                         site: String, out: String, buildTime: String?) -> (RunSettings, [String]) {
        let earlier = HistoryFile.read(history: history.historyFile, site: site, shown: out)
        var warnings = BaselineFile.warningLines(baseline) + earlier.warnings
        var url: String?
        if let given = history.url {
            url = HistoryLine.safeURL(given)
            if url == nil { warnings.append("--run-url \(given) is not an http: or https: URL; the run is not linked") }
        }
        let label = history.label ?? buildTime ?? earlier.nextLabel()
        let settings = RunSettings(frame: SummaryFrame(notes: notes, baseline: baseline, failOn: threshold), earlier: earlier.runs,
                                   label: label, url: url, limit: max(history.historyLimit, 1))
        return (settings, warnings.map { "warning: " + $0 })
    }
}

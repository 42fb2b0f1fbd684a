import AdsightRuns

/// Warnings for options that would silently do nothing: `--fail-on-new` without
/// `--baseline` (nothing is new then), `--site-url` with a `check` format that has no
/// links, and a `--site-url` that is not an `http:` or `https:` URL (never made a link, as
/// `--run-url`). One line each for standard error; the exit status is not changed by them.
enum UnusedOptions {
    /// `format` and `siteURL` are `check`'s; `build` and `merge` pass nil.
    static func warnings(failOnNew: Bool, baseline: String?, format: CheckFormat? = nil, siteURL: String? = nil) -> String {
        var lines: [String] = []
        if failOnNew && baseline == nil { lines.append("warning: --fail-on-new has no effect without --baseline") }
        if siteURL != nil, let format, format != .markdown {
            lines.append("warning: --site-url has no effect without --format markdown")
        } else if let siteURL, format == .markdown, linkable(siteURL) == nil {
            lines.append("warning: --site-url \(siteURL) is not an http: or https: URL; the summary links nothing")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// `--site-url` when it may be linked (`HistoryLine.safeURL`), else nil.
    static func linkable(_ siteURL: String?) -> String? { siteURL.flatMap(HistoryLine.safeURL) }
}

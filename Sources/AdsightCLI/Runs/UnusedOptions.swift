/// Warnings for options that would silently do nothing: `--fail-on-new` without
/// `--baseline` (nothing is new then) and `--site-url` with a `check` format that has no
/// links. One line each for standard error; the exit status is not changed by them.
enum UnusedOptions {
    /// `format` and `siteURL` are `check`'s; `build` and `merge` pass nil.
    static func warnings(failOnNew: Bool, baseline: String?, format: CheckFormat? = nil, siteURL: String? = nil) -> String {
        var lines: [String] = []
        if failOnNew && baseline == nil { lines.append("warning: --fail-on-new has no effect without --baseline") }
        if siteURL != nil, let format, format != .markdown {
            lines.append("warning: --site-url has no effect without --format markdown")
        }
        return lines.map { $0 + "\n" }.joined()
    }
}

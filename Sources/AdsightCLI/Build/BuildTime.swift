/// Turns `SOURCE_DATE_EPOCH` (seconds since 1970, UTC) into `2011-03-02 10:15 UTC`.
enum BuildTime {
    /// Standard error's line for a `SOURCE_DATE_EPOCH` that is set but is no such time ("" when
    /// it is unset, empty or one): the pages then give no build time and runs are labelled `run N`.
    static func warning(_ epoch: String?) -> String {
        guard let epoch, !epoch.trimmingCharacters(in: .whitespaces).isEmpty, iso8601(epoch) == nil else { return "" }
        return "warning: SOURCE_DATE_EPOCH=\(epoch) is not a whole number of seconds since 1970; the build time is left out\n"
    }

    static func iso8601(_ epoch: String) -> String? {
        guard let seconds = Int64(epoch.trimmingCharacters(in: .whitespaces)), seconds >= 0 else { return nil }
        let days = seconds / 86_400, rest = seconds % 86_400
        // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
        let z = days + 719_468
        let era = z / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        let y = yoe + era * 400 + (m <= 2 ? 1 : 0)
        func p2(_ n: Int64) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(y)-\(p2(m))-\(p2(d)) \(p2(rest / 3600)):\(p2(rest % 3600 / 60)) UTC"
    }
}

/// Events or breaches that fall on one few-pixel column of a lane, drawn as one mark.
struct MarkBucket: Sendable {
    var first: Double
    var last: Double
    var firstLine: Int
    var count: Int
    var labels: [String]
    /// For breaches: the highest severity class (`error`, `warning`, `info`).
    var severityRank: Int = -1
    var severity: String = ""

    static let labelLimit = 4

    init(t: Double, line: Int, label: String) {
        first = t; last = t; firstLine = line; count = 1; labels = [label]
    }

    mutating func add(t: Double, line: Int, label: String) {
        last = max(last, t); first = min(first, t); count += 1
        if labels.count < Self.labelLimit { labels.append(label) }
    }

    /// The tooltip: one line per label, then how many more.
    var tooltip: String {
        var lines = labels
        if count > labels.count { lines.append("… and \(Fmt.count(count - labels.count)) more") }
        let head = count == 1 ? "" : "\(Fmt.count(count)) between \(Fmt.seconds(first)) and \(Fmt.seconds(last))\n"
        return head + lines.joined(separator: "\n")
    }
}

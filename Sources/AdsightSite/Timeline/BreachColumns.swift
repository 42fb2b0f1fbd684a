import AdsightRules

/// The timeline's breach marks: every breach of the session in time order, cut into columns
/// a mark wide. A column starts at its first breach and takes every later one less than a
/// mark's width to the right of it, so one mark never covers another (a warning hidden under
/// an error a few pixels on); it is drawn at its first breach, in the colour of its highest
/// severity (split with the next one it holds), its tooltip listing its breaches.
struct BreachColumns {
    /// A mark's width in the drawing (its triangle's).
    static let width = 12.0

    /// Each column's breaches (`(result, evidence)` indices into the failures), in time order.
    private(set) var columns: [MarkBucket<(Int, Int)>] = []

    init(_ failures: [RuleResult], axis: TimeAxis) {
        var all: [(t: Double, line: Int, result: Int, evidence: Int)] = []
        for (ri, r) in failures.enumerated() {
            for (ei, e) in r.evidence.enumerated() { all.append((e.t, e.line, ri, ei)) }
        }
        all.sort { ($0.t, $0.line, $0.result, $0.evidence) < ($1.t, $1.line, $1.result, $1.evidence) }
        var start = -Double.infinity
        for b in all {
            let x = axis.x(b.t)
            if columns.isEmpty || x - start >= Self.width {
                columns.append(MarkBucket(t: b.t, line: b.line, item: (b.result, b.evidence)))
                start = x
            } else {
                columns[columns.count - 1].add(t: b.t, line: b.line, item: (b.result, b.evidence))
            }
            columns[columns.count - 1].rank(failures[b.result].severity)
        }
    }

    /// The column showing a breach at `t` (the last one starting at or before it; 0 for none).
    func column(of t: Double) -> Int {
        var low = 0, high = columns.count
        while low < high {
            let mid = (low + high) / 2
            if columns[mid].first <= t { low = mid + 1 } else { high = mid }
        }
        return max(low - 1, 0)
    }
}

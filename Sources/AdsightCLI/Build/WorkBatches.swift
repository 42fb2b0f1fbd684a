/// The runs of inputs a build hands to one worker at a time (`plain` is the plain form, a
/// list of every run: `WorkBatchesTests` compares them), held as the stretches
/// of inputs alike: consecutive cheap inputs (likely reused) go up to `limit` to a run, every
/// other input is a run alone. A fresh build (no input cheap) is one stretch, not a range
/// per input kept for the whole build.
struct WorkBatches: RandomAccessCollection, Sendable {
    /// Inputs `start..<end`, all cheap or all not, whose first run is run `first`.
    private struct Stretch: Sendable {
        var first: Int, start: Int, end: Int, cheap: Bool
    }

    private var stretches: [Stretch] = []
    private let limit: Int
    let endIndex: Int

    /// The runs of inputs `0..<count`, input `i` cheap when `isCheap(i)`.
    init(count: Int, limit: Int = 256, isCheap: (Int) -> Bool) {
        precondition(limit > 0, "a run holds at least one input")
        self.limit = limit
        var runs = 0, i = 0
        // Each input asked once (a rebuild's answer reads its page name back from a scratch file).
        var cheap = count > 0 && isCheap(0)
        while i < count {
            var end = i + 1, next = cheap
            while end < count {
                next = isCheap(end)
                if next != cheap { break }
                end += 1
            }
            stretches.append(Stretch(first: runs, start: i, end: end, cheap: cheap))
            runs += cheap ? (end - i + limit - 1) / limit : end - i
            i = end; cheap = next
        }
        endIndex = runs
    }

    var startIndex: Int { 0 }

    /// The inputs of run `run`.
    subscript(run: Int) -> Range<Int> {
        precondition(run >= 0 && run < endIndex, "run \(run) of \(endIndex)")
        // The last stretch whose first run is at most `run`.
        var low = 0, high = stretches.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if stretches[mid].first <= run { low = mid } else { high = mid - 1 }
        }
        let s = stretches[low]
        let size = s.cheap ? limit : 1
        let start = s.start + (run - s.first) * size
        return start..<Swift.min(start + size, s.end)
    }

    /// Every run in a list: up to `limit` consecutive cheap inputs together (a rebuild's
    /// thousands of links without a hand-off each), every other input alone (a page being
    /// rendered is held only until it is written).
    static func plain(count: Int, limit: Int = 256, isCheap: (Int) -> Bool) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var start = 0
        for i in 0..<count {
            let cheap = isCheap(i)
            if !cheap || i - start >= limit {
                if start < i { out.append(start..<i) }
                start = i
            }
            if !cheap {
                out.append(i..<i + 1)
                start = i + 1
            }
        }
        if start < count { out.append(start..<count) }
        return out
    }
}

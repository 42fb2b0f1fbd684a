import Foundation

/// The old pages of the inputs a rebuild expects to reuse (`SessionWorker.isCheap`: known
/// to the cache, bytes unchanged, same page name), hard-linked into the staging folder on
/// one thread as soon as the page names are known, before any session's work is gathered.
/// The links are a rebuild's longest serial work (one folder, one lock: two threads only
/// spin on it), so they now overlap everything else instead of following the gathering.
/// With `checkedLater`, the linking thread only links, and another thread (`check`) checks
/// each run it linked (the old page still the one the cache recorded), so the serial part
/// is the links alone.
///
/// A candidate whose work turns out rendered after all (its cached summary did not decode)
/// waits for its link (`waitLinked`) so the gatherer can remove it before writing the page;
/// one whose link failed (its old page was edited) is rendered after the links are done.
final class EarlyLinks: @unchecked Sendable {
    private let condition = NSCondition()
    /// The candidates' input indices, in link order.
    let order: [Int]
    /// Per input, its place in `order` plus one (0: not a candidate); empty when none is.
    private let rank: [Int32]
    private let checkedLater: Bool
    /// Per place in `order`: whether its page was linked (`raw`: before the check).
    private var linked: [Bool]
    private var raw: [Bool]
    /// How many of `order` have been linked (`linkedCount`) and settled (`done`: linked and checked).
    private var linkedCount = 0
    private var done = 0
    private var linking = true
    private var cancelled = false

    /// `candidates`: the inputs (indices below `count`) whose old pages are to be linked, in order.
    init(candidates: [Int], count: Int, checkedLater: Bool = false) {
        order = candidates
        var rank = [Int32](repeating: 0, count: candidates.isEmpty ? 0 : count)
        for (k, i) in candidates.enumerated() { rank[i] = Int32(k + 1) }
        self.rank = rank
        self.checkedLater = checkedLater
        linked = [Bool](repeating: false, count: candidates.count)
        raw = linked
    }

    /// Whether input `i` is a candidate.
    func isCandidate(_ i: Int) -> Bool { place(i) != nil }

    /// Candidate `i`'s place in `order`; nil when it is not one.
    private func place(_ i: Int) -> Int? { i < rank.count && rank[i] != 0 ? Int(rank[i]) - 1 : nil }

    /// Links the candidates in runs of `runLength` (`link` returns, per input, whether its
    /// page was linked) until all are tried or `cancel()` is called. Unless checked later,
    /// every waiter is released when it returns, whatever happened.
    func run(runLength: Int = 256, _ link: ([Int]) throws -> [Bool]) rethrows {
        defer {
            condition.withLock {
                linking = false
                if !checkedLater { done = order.count }
                condition.broadcast()
            }
        }
        var start = 0
        while start < order.count, !condition.withLock({ cancelled }) {
            let end = min(start + runLength, order.count)
            let result = try link(Array(order[start..<end]))
            condition.withLock {
                for (k, ok) in zip(start..<end, result) {
                    raw[k] = ok
                    if !checkedLater { linked[k] = ok }
                }
                linkedCount = end
                if !checkedLater { done = end }
                condition.broadcast()
            }
            start = end
        }
    }

    /// With `checkedLater`: checks what `run` linked as it goes (`keep` gets inputs and
    /// whether each was linked, returns whether each is kept), until `run` has returned and
    /// all it linked is checked. Every waiter is released when it returns.
    func check(_ keep: ([Int], [Bool]) throws -> [Bool]) rethrows {
        defer { condition.withLock { done = order.count; condition.broadcast() } }
        while true {
            let (start, end, links): (Int, Int, [Bool]) = condition.withLock {
                while linkedCount == done && linking { condition.wait() }
                return (done, linkedCount, Array(raw[done..<linkedCount]))
            }
            if start == end { return }
            let kept = try keep(Array(order[start..<end]), links)
            condition.withLock {
                for (k, ok) in zip(start..<end, kept) { linked[k] = ok }
                done = end
                condition.broadcast()
            }
        }
    }

    /// Waits until candidate `i`'s link has been tried; whether its page was linked.
    func waitLinked(_ i: Int) -> Bool {
        guard let k = place(i) else { return false }
        return condition.withLock {
            while done <= k { condition.wait() }
            return linked[k]
        }
    }

    /// Whether candidate `i`'s page was linked (only once `run` and `check` have returned).
    func wasLinked(_ i: Int) -> Bool {
        guard let k = place(i) else { return false }
        return condition.withLock { linked[k] }
    }

    /// Stops `run` before its next run (a failed build).
    func cancel() { condition.withLock { cancelled = true } }
}

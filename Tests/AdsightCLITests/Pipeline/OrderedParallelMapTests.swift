import Foundation
import Testing
@testable import AdsightCLI

/// Sessions are judged on several workers; what the caller sees must not depend on it.
@Suite struct OrderedParallelMapTests {
    struct Stop: Error {}

    @Test(arguments: [1, 2, 3, 8])
    func resultsArriveInIndexOrder(workers: Int) {
        var seen: [Int] = []
        // Uneven work: early indices are the slowest, so workers finish out of order.
        OrderedParallelMap<Int>(count: 200, workers: workers, window: 5).run({ i in
            var x = 0
            for k in 0..<((200 - i) * 200) { x &+= k }
            return i * 10 + (x == -1 ? 1 : 0)
        }) { i, value in
            #expect(value == i * 10)
            seen.append(i)
        }
        #expect(seen == Array(0..<200))
    }

    /// `ADSIGHT_WORKERS` may ask for anything: threads and slots stay within the items (and
    /// at most `maximumWorkers` threads), so a huge number neither traps nor allocates.
    @Test(arguments: [(Int.max / 4, Int.max), (10_000_000, 80_000_000), (3, 1)])
    func hugeWorkerAndWindowCountsStayWithinTheItems(workers: Int, window: Int) {
        let map = OrderedParallelMap<Int>(count: 5, workers: workers, window: window)
        #expect(map.workers <= 5 && map.window <= 5 && map.window >= map.workers)
        #expect(OrderedParallelMap<Int>(count: 100_000, workers: workers).workers <= OrderedParallelMap<Int>.maximumWorkers)
        var seen: [Int] = []
        map.run({ $0 * 2 }) { i, value in
            #expect(value == i * 2)
            seen.append(i)
        }
        #expect(seen == Array(0..<5))
    }

    @Test func aThrowingConsumerStopsTheWorkers() {
        let computed = Counter()
        #expect(throws: Stop.self) {
            try OrderedParallelMap<Int>(count: 10_000, workers: 2, window: 4).run({ i in
                computed.add()
                return i
            }) { i, _ in if i == 3 { throw Stop() } }
        }
        // At most the window beyond the failed index was computed, not all 10,000.
        #expect(computed.value <= 3 + 1 + 4 + 2)
    }

    @Test func checkOutputDoesNotDependOnTheNumberOfWorkers() throws {
        let plan = Pipeline.plan(PipelineOptions(inputs: []))
        #expect(plan.sources.count > 1)
        func reports(workers: Int) -> [String] {
            plan.forEachSession(workers: workers) { _ in }.reports.map { "\($0.id) \($0.results.map { "\($0.status)" })" }
        }
        // Not through ADSIGHT_WORKERS: setting the environment races with every other test
        // reading it (subprocesses are started with a copy of it).
        let one = reports(workers: 1)
        #expect(reports(workers: 2) == one)
        #expect(reports(workers: 7) == one)
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var n = 0
    func add() { lock.lock(); n += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return n }
}

/// The calling thread computes results too while it waits: every index is still computed
/// exactly once and handed over once, whatever the number of workers and the window.
@Test(arguments: [(2, 2), (2, 4), (3, 3), (8, 20)])
func everyIndexIsComputedOnceWhenTheCallerHelps(workers: Int, window: Int) {
    let counts = Counters(200)
    var seen: [Int] = []
    OrderedParallelMap<Int>(count: 200, workers: workers, window: window).run({ i in
        counts.add(i)
        var x = 0
        for k in 0..<((i % 7) * 3000) { x &+= k }
        return i + (x == -1 ? 1 : 0)
    }) { i, value in
        #expect(value == i)
        seen.append(i)
    }
    #expect(seen == Array(0..<200))
    #expect(counts.values == Array(repeating: 1, count: 200))
}

final class Counters: @unchecked Sendable {
    private let lock = NSLock()
    private var n: [Int]
    init(_ count: Int) { n = Array(repeating: 0, count: count) }
    func add(_ i: Int) { lock.lock(); n[i] += 1; lock.unlock() }
    var values: [Int] { lock.lock(); defer { lock.unlock() }; return n }
}

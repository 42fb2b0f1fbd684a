@testable import AdsightCLI
import Foundation
import Testing

/// The early links are tried in order, a run at a time; a waiter learns each candidate's
/// result once its run is done, a cancelled run stops before the next run, and no waiter
/// is left waiting either way.
@Suite struct EarlyLinksTests {
    @Test func eachCandidateGetsItsRunsResult() {
        let early = EarlyLinks(candidates: [1, 3, 4, 6], count: 8)
        var runs: [[Int]] = []
        early.run(runLength: 3) { run in runs.append(run); return run.map { $0 != 4 } }
        #expect(runs == [[1, 3, 4], [6]])
        #expect([1, 3, 4, 6].map(early.waitLinked) == [true, true, false, true])
        #expect([0, 2, 5, 7].allSatisfy { !early.isCandidate($0) && !early.waitLinked($0) && !early.wasLinked($0) })
        #expect(early.wasLinked(3) && !early.wasLinked(4))
    }

    /// Checked later: a link counts only once the checker kept it; waiters wait for the check.
    @Test func linksCheckedLaterCountOnlyOnceKept() async {
        let early = EarlyLinks(candidates: Array(0..<6), count: 6, checkedLater: true)
        let checker = Task.detached {
            var seen: [[Int]] = []
            early.check { run, links in
                seen.append(run)
                return zip(run, links).map { i, linked in linked && i != 2 }
            }
            return seen.flatMap { $0 }
        }
        early.run(runLength: 4) { run in run.map { $0 != 4 } }
        #expect(await checker.value == Array(0..<6))
        #expect((0..<6).map(early.waitLinked) == [true, true, false, true, false, true])
    }

    @Test func aCancelledLinkerReleasesTheCheckersWaiters() async {
        let early = EarlyLinks(candidates: Array(0..<8), count: 8, checkedLater: true)
        let checker = Task.detached { early.check { _, links in links } }
        early.run(runLength: 4) { run in
            early.cancel()
            return run.map { _ in true }
        }
        await checker.value
        #expect(early.waitLinked(3) && !early.waitLinked(7))
    }

    @Test func aWaiterWaitsForItsRun() async {
        let early = EarlyLinks(candidates: Array(0..<10), count: 10)
        let started = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let linker = Thread {
            early.run(runLength: 5) { run in
                if run.first == 5 { started.signal(); release.wait() }
                return run.map { _ in true }
            }
        }
        linker.start()
        started.wait()
        // The first run is done, the second is still running.
        #expect(early.waitLinked(2))
        let waiter = Task.detached { early.waitLinked(7) }
        release.signal()
        #expect(await waiter.value)
    }

    @Test func cancellingStopsBeforeTheNextRunAndReleasesWaiters() {
        let early = EarlyLinks(candidates: Array(0..<10), count: 10)
        var runs = 0
        early.run(runLength: 4) { run in
            runs += 1
            early.cancel()
            return run.map { _ in true }
        }
        #expect(runs == 1)
        #expect(early.waitLinked(3) && !early.waitLinked(9))
    }

    @Test func aThrowingRunReleasesWaiters() {
        struct Failure: Error {}
        let early = EarlyLinks(candidates: [0, 1], count: 2)
        #expect(throws: Failure.self) { try early.run(runLength: 1) { _ in throw Failure() } }
        #expect(!early.waitLinked(1))
    }
}

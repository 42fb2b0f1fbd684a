@testable import AdsightCLI
import AdsightJSON
import AdsightRuns
import Testing

/// A spooled `FailedList` gives the history line's entries, bytes and counts the plain one
/// (held in memory from the start) gives, through the same seeded sessions: ids repeated
/// or not (a repeat turns the spooled list into a held one midway), rules repeated within a
/// session, ids needing escapes, sessions with no failure.
@Suite struct FailedListTests {
    static let cases: [(sessions: Int, ids: Int, seed: UInt64)] = [
        (0, 1, 1), (1, 1, 2), (40, 1_000, 3), (40, 5, 4), (500, 100_000, 5), (500, 60, 6), (3, 2, 7),
    ]

    @Test(arguments: cases)
    func spooledIsThePlainList(sessions: Int, ids: Int, seed: UInt64) throws {
        let temp = try TempDirectory()
        defer { temp.remove() }
        var numbers = SeededNumbers(seed: seed)
        let rules = ["banner-never-empty", "interstitial-no-polling", "r\u{22}q", "banner-hide-on-error"]
        var plain = FailedList(spool: nil), spooled = FailedList(spool: Spool(in: temp.path))
        for _ in 0..<sessions {
            let id = numbers.next(4) == 0 ? "s \u{0}\(numbers.next(ids))\u{e9}" : "session-\(numbers.next(ids))"
            let failed = (0..<numbers.next(4)).map { _ in rules[numbers.next(rules.count)] }
            plain.add(id: id, rules: failed); spooled.add(id: id, rules: failed)
        }
        #expect(spooled.counts == plain.counts)
        #expect(spooled.entries.map(\.id) == plain.entries.map(\.id))
        #expect(spooled.entries.map(\.rules) == plain.entries.map(\.rules))
        let line = HistoryLine(run: "run 1", sessions: sessions, invalid: 0, failed: plain.entries)
        #expect(FailedCounts(plain.entries) == plain.counts)
        let counted = HistoryLine(run: "run 1", sessions: sessions, invalid: 0, errors: 0, warnings: 0, infos: 0, counted: spooled.counts)
        #expect(counted.ruleSessions == line.ruleSessions && counted.failingSessions == line.failingSessions)
        let whole = HistoryCodec.encode(line)
        #expect(HistoryCodec.head(line) + (spooled.body.read(from: 0, to: spooled.body.size) ?? []) + HistoryCodec.tail == whole)
        #expect(HistoryCodec.head(line) + (plain.body.read(from: 0, to: plain.body.size) ?? []) + HistoryCodec.tail == whole)
    }
}

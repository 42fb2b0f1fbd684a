@testable import AdsightCLI
import AdsightJSON
import AdsightRuns
import Testing

/// A spooled `FailedList`, and the one held in memory from the start, give the history line
/// the entries, bytes and counts that the list it replaced gave (the loop below, as
/// `RunTally` kept it), through the same seeded sessions: ids repeated or not (a repeat
/// turns the spooled list into a held one midway), ids equal only as `String`s (`é` and
/// `e` with U+0301), rules repeated within a session, ids needing escapes, sessions with no
/// failure.
@Suite struct FailedListTests {
    static let cases: [(sessions: Int, ids: Int, seed: UInt64)] = [
        (0, 1, 1), (1, 1, 2), (40, 1_000, 3), (40, 5, 4), (500, 100_000, 5), (500, 60, 6), (3, 2, 7),
    ]

    @Test(arguments: cases)
    func spooledIsTheListItReplaced(sessions: Int, ids: Int, seed: UInt64) throws {
        let temp = try TempDirectory()
        defer { temp.remove() }
        var numbers = SeededNumbers(seed: seed)
        let rules = ["banner-never-empty", "interstitial-no-polling", "r\u{22}q", "banner-hide-on-error"]
        var plain = FailedList(spool: nil), spooled = FailedList(spool: Spool(in: temp.path))
        var old: [(id: String, rules: [String])] = [], oldIndex: [String: Int] = [:]
        for _ in 0..<sessions {
            let n = numbers.next(ids)
            let id = [0: "s \u{0}\(n)\u{e9}", 1: "s \u{0}\(n)e\u{301}"][numbers.next(6)] ?? "session-\(n)"
            let failed = (0..<numbers.next(4)).map { _ in rules[numbers.next(rules.count)] }
            plain.add(id: id, rules: failed); spooled.add(id: id, rules: failed)
            guard !failed.isEmpty else { continue }
            if let k = oldIndex[id] {
                for rule in failed where !old[k].rules.contains(rule) { old[k].rules.append(rule) }
            } else {
                oldIndex[id] = old.count
                old.append((id, failed))
            }
        }
        let line = HistoryLine(run: "run 1", sessions: sessions, invalid: 0, failed: old)
        let whole = HistoryCodec.encode(line)
        for list in [spooled, plain] {
            #expect(list.counts == FailedCounts(old))
            #expect(list.entries.map { Array($0.id.utf8) } == old.map { Array($0.id.utf8) })
            #expect(list.entries.map(\.rules) == old.map(\.rules))
            #expect(HistoryCodec.head(line) + (list.body.read(from: 0, to: list.body.size) ?? []) + HistoryCodec.tail == whole)
        }
        let counted = HistoryLine(run: "run 1", sessions: sessions, invalid: 0, errors: 0, warnings: 0, infos: 0, counted: spooled.counts)
        #expect(counted.ruleSessions == line.ruleSessions && counted.failingSessions == line.failingSessions)
    }
}

import AdsightRuns
import Foundation
import Testing

/// `BaselineReader` (the tape walk with interned rules) against `BaselinePlainReader` (the
/// reader as it was, through `JSONValue` lookups): the same baseline or the same error, with
/// its file, line and column, over hand-written documents, the bad-baseline cases, the fuzz
/// corpus, a real summary and a seeded stream of mutated summaries.
@Suite struct BaselineReaderDifferentialTests {
    static let documents: [String] = BadBaselineTests.cases.compactMap(\.text) + [
        "{\"sessions\": []}",
        "{\"format\": 1, \"sessions\": [{\"id\": \"a\", \"results\": []}]}",
        "{\"format\": 0, \"sessions\": []}",
        "{\"format\": 2.0, \"sessions\": []}",
        "{\"format\": 99999999999999999999999, \"sessions\": []}",
        "{\"checks\": [], \"sessions\": []}",
        "{\"checks\": {\"r\": 1}, \"sessions\": []}",
        "{\"checks\": {\"r\": \"1\", \"r\": \"2\", \"\\u0072\": \"3\"}, \"sessions\": []}",
        "{\"sessions\": {}}",
        "[]",
        "{\"sessions\": [1]}",
        "{\"sessions\": [{\"id\": 7, \"results\": []}]}",
        "{\"sessions\": [{\"id\": \"a\"}]}",
        "{\"sessions\": [{\"id\": \"a\", \"results\": {}}]}",
        "{\"sessions\": [{\"id\": \"a\", \"results\": [7]}]}",
        "{\"sessions\": [{\"id\": \"a\", \"results\": [{\"rule\": 1, \"status\": \"pass\"}]}]}",
        "{\"sessions\": [{\"id\": \"a\", \"results\": [{\"rule\": \"r\", \"status\": \"absent\"}]}]}",
        "{\"sessions\": [{\"id\": \"a\", \"results\": [{\"rule\": \"r\", \"status\": \"Pass\"}]}]}",
        // Escaped keys, ids, rules and statuses are read decoded.
        "{\"s\\u0065ssions\": [{\"\\u0069d\": \"\\u0061\", \"r\\u0065sults\": [{\"ru\\u006ce\": \"r\\u0031\", \"st\\u0061tus\": \"f\\u0061il\"}]}]}",
        "{\"sessions\": [{\"id\": \"a\", \"results\": [{\"rule\": \"r1\", \"status\": \"pass\"}, {\"rule\": \"r\\u0031\", \"status\": \"fail\"}]}]}",
        // First member wins for a key given twice; a rule given twice in a session: the last.
        "{\"sessions\": [{\"id\": \"a\", \"id\": \"b\", \"results\": [{\"rule\": \"r\", \"rule\": \"q\", \"status\": \"pass\", \"status\": \"x\"}]}]}",
        "{\"sessions\": [{\"id\": \"a\", \"results\": [{\"rule\": \"r\", \"status\": \"fail\"}, {\"rule\": \"r\", \"status\": \"pass\"}]}]}",
        "{\"sessions\": [], \"sessions\": 1}",
        // Sessions under one id merged: a failure in any wins.
        "{\"sessions\": [{\"id\": \"a\", \"results\": [{\"rule\": \"r\", \"status\": \"fail\"}, {\"rule\": \"q\", \"status\": \"pass\"}]},"
            + " {\"id\": \"b\", \"results\": [{\"rule\": \"q\", \"status\": \"fail\"}]},"
            + " {\"id\": \"a\", \"results\": [{\"rule\": \"r\", \"status\": \"pass\"}, {\"rule\": \"q\", \"status\": \"not-applicable\"}, {\"rule\": \"p\", \"status\": \"pass\"}]},"
            + " {\"id\": \"a\", \"results\": [{\"rule\": \"q\", \"status\": \"fail\"}]}]}",
        // Rules in another order from session to session.
        "{\"sessions\": [{\"id\": \"a\", \"results\": [{\"rule\": \"r\", \"status\": \"fail\"}, {\"rule\": \"q\", \"status\": \"pass\"}]},"
            + " {\"id\": \"b\", \"results\": [{\"rule\": \"q\", \"status\": \"fail\"}, {\"rule\": \"p\", \"status\": \"pass\"}, {\"rule\": \"r\", \"status\": \"pass\"}]}]}",
    ]

    static func corpus() throws -> [[UInt8]] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".fuzz/corpus/runs")
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix("baseline-") }.sorted()
        let s = try RunsScratch(); defer { s.remove() }
        let summary = Array(s.check().stdout.utf8)
        #expect(!names.isEmpty && summary.count > 100)
        return documents.map { Array($0.utf8) } + [summary]
            + names.map { [UInt8](FileManager.default.contents(atPath: root.appendingPathComponent($0).path) ?? Data()) }
    }

    static func agree(_ bytes: [UInt8]) -> Bool {
        BaselineComparable(BaselineReader.read(bytes, path: "b.json")) == BaselineComparable(BaselinePlainReader.read(bytes, path: "b.json"))
    }

    @Test func sameOnTheCorpus() throws {
        for (i, bytes) in try Self.corpus().enumerated() {
            #expect(Self.agree(bytes), "document \(i): \(String(decoding: bytes.prefix(200), as: UTF8.self))")
        }
    }

    /// Both readers on mutations of the corpus (bytes changed, cut, duplicated, tokens swapped),
    /// every other one of the real summary (most of the rest are refused already).
    @Test func sameOnMutations() throws {
        let corpus = try Self.corpus()
        var mutator = BaselineMutator(seed: 19)
        var refused = 0, read = 0
        for round in 0..<4_000 {
            let bytes = mutator.mutate(corpus[round % 2 == 0 ? Self.documents.count : round % corpus.count])
            let fast = BaselineComparable(BaselineReader.read(bytes, path: "b.json"))
            #expect(fast == BaselineComparable(BaselinePlainReader.read(bytes, path: "b.json")),
                    "round \(round): \(String(decoding: bytes.prefix(300), as: UTF8.self))")
            if case .refused = fast { refused += 1 } else { read += 1 }
        }
        // The stream exercises both outcomes.
        #expect(refused > 300 && read > 300, "\(refused) refused, \(read) read")
    }

    /// The positional lookup the comparison uses agrees with the table by name at every position.
    @Test func positionalLookup() throws {
        for bytes in try Self.corpus() {
            guard case .success(let baseline) = BaselineReader.read(bytes, path: "b.json") else { continue }
            for (id, statuses) in baseline.statusTable {
                let session = try #require(baseline.sessions[id])
                for rule in Array(statuses.keys) + ["no-such-rule"] {
                    for position in 0...(statuses.count + 1) {
                        #expect(baseline.status(of: rule, in: session, at: position) == statuses[rule] ?? .absent)
                    }
                }
            }
        }
    }
}

import AdsightRuns
import Foundation
import Testing

/// `BaselineReader` (one pass over the bytes, rules interned) against `BaselinePlainReader`
/// (the reader as it was, through `JSONValue` lookups): the same baseline or the same error, with
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
        // Values the baseline skips are still validated as JSONParser does: nesting up to 16
        // levels (the root is 1), numbers, literals, escapes, UTF-8.
        "{\"x\": " + String(repeating: "[", count: 15) + String(repeating: "]", count: 15) + ", \"sessions\": []}",
        "{\"x\": " + String(repeating: "[", count: 16) + String(repeating: "]", count: 16) + ", \"sessions\": []}",
        "{\"sessions\": [{\"id\": \"a\", \"results\": [{\"rule\": \"r\", \"status\": \"pass\", \"evidence\": "
            + String(repeating: "[", count: 11) + String(repeating: "]", count: 11) + "}]}]}",
        "{\"sessions\": [{\"id\": \"a\", \"results\": [{\"rule\": \"r\", \"status\": \"pass\", \"evidence\": "
            + String(repeating: "[", count: 12) + String(repeating: "]", count: 12) + "}]}]}",
        "{\"n\": [0, -0, 1.5, -2e10, 3E+2, 4e-1, true, false, null, {}, [], \"\"], \"sessions\": []}",
        "{\"n\": 01, \"sessions\": []}", "{\"n\": 1., \"sessions\": []}", "{\"n\": -, \"sessions\": []}", "{\"n\": 1e, \"sessions\": []}",
        "{\"n\": tru, \"sessions\": []}", "{\"n\": nul, \"sessions\": []}", "{\"n\": [1,], \"sessions\": []}", "{\"n\": {\"a\" 1}, \"sessions\": []}",
        "{\"s\": \"\\ud83d\\ude00 \\u00e9 \\n \\\" \\/ é 😀\", \"sessions\": []}",
        "{\"s\": \"\\ud83d\", \"sessions\": []}", "{\"s\": \"\\ude00\", \"sessions\": []}", "{\"s\": \"\\x\", \"sessions\": []}",
        "{\"s\": \"\\u12g4\", \"sessions\": []}", "{\"s\": \"a\tb\", \"sessions\": []}", "{\"s\": \"\u{7f}\", \"sessions\": []}",
        "{\"sessions\": []} x", "{\"sessions\": []}\n", " \t\r\n{\"sessions\": []}", "\u{feff}{\"sessions\": []}", "",
        "{\"format\": -1, \"sessions\": []}", "{\"format\": 2, \"format\": 9, \"sessions\": []}", "{\"format\": \"2\", \"sessions\": []}",
        "{\"checks\": {\"a\": \"x\"}, \"checks\": 5, \"sessions\": []}",
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
        // Invalid UTF-8 in a skipped string (a bad continuation, an overlong, a surrogate, a cut sequence).
        let utf8 = [[0xC3, 0x28], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF0, 0x9F, 0x98], [0xC3, 0xA9]].map { (bad: [UInt8]) in
            Array("{\"s\": \"".utf8) + bad + Array("\", \"sessions\": []}".utf8)
        }
        return documents.map { Array($0.utf8) } + [summary] + utf8
            + names.map { [UInt8](FileManager.default.contents(atPath: root.appendingPathComponent($0).path) ?? Data()) }
    }

    static func agree(_ bytes: [UInt8]) -> Bool {
        BaselineComparable(BaselineReader.read(bytes, path: "b.json")) == BaselineComparable(BaselinePlainReader.read(bytes, path: "b.json"))
    }

    @Test func sameOnTheCorpus() throws {
        let corpus = try Self.corpus()
        #expect(BaselineReader.readsInOnePass(corpus[Self.documents.count]), "a real summary is read in one pass")
        for (i, bytes) in corpus.enumerated() {
            #expect(Self.agree(bytes), "document \(i): \(String(decoding: bytes.prefix(200), as: UTF8.self))")
        }
    }

    /// Both readers on mutations of the corpus (bytes changed, cut, duplicated, tokens swapped),
    /// every other one of the real summary (most of the rest are refused already).
    @Test func sameOnMutations() throws {
        let corpus = try Self.corpus()
        var mutator = BaselineMutator(seed: 19)
        var refused = 0, read = 0, onePass = 0
        for round in 0..<4_000 {
            let bytes = mutator.mutate(corpus[round % 2 == 0 ? Self.documents.count : round % corpus.count])
            let fast = BaselineComparable(BaselineReader.read(bytes, path: "b.json"))
            #expect(fast == BaselineComparable(BaselinePlainReader.read(bytes, path: "b.json")),
                    "round \(round): \(String(decoding: bytes.prefix(300), as: UTF8.self))")
            if case .refused = fast { refused += 1 } else { read += 1 }
            if BaselineReader.readsInOnePass(bytes) { onePass += 1 }
        }
        // The stream exercises both outcomes, and the one pass (not only the plain reader).
        #expect(refused > 300 && read > 300 && onePass > 300, "\(refused) refused, \(read) read, \(onePass) in one pass")
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

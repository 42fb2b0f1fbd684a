import Foundation
import Testing
@_spi(Testing) @testable import AdsightSession

/// The one-pass event scanner against the full parser and decoder: every outcome (session,
/// events, errors with line and column, warnings) must be equal.
enum FastScannerCorpus {
    static let header = Array(#"{"adsession": 1, "id": "fast", "device": {"family": "iPhone"}, "os": "4.2.1"}"#.utf8)

    /// Every checked-in session: the fixtures and the bundled recordings.
    static let files: [String] = {
        let root = Fixture.directory
        let recordings = root.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("templates/recordings")
        var paths: [String] = []
        for dir in [root.appendingPathComponent("valid"), root.appendingPathComponent("malformed"), recordings] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            paths += names.filter { $0.hasSuffix(".jsonl") }.sorted().map { dir.appendingPathComponent($0).path }
        }
        return paths
    }()

    static func bytes(_ path: String) -> [UInt8] { (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))) ?? [] }

    /// The header followed by `line`.
    static func file(_ line: [UInt8]) -> [UInt8] { header + [UInt8(ascii: "\n")] + line + [UInt8(ascii: "\n")] }
}

func expectSameOutcome(_ bytes: [UInt8], _ comment: @autoclosure () -> String) {
    let fast = SessionDecoding.decode(bytes, usesFastPaths: true)
    let full = SessionDecoding.decode(bytes, usesFastPaths: false)
    #expect(fast == full, Comment(rawValue: comment()))
}

@Test func checkedInSessionsDecodeTheSameOnEveryPath() {
    #expect(FastScannerCorpus.files.count > 30)
    for path in FastScannerCorpus.files {
        let bytes = FastScannerCorpus.bytes(path)
        expectSameOutcome(bytes, path)
        var g = SeededBytes(seed: UInt64(bytes.count))
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n").dropFirst().prefix(60) {
            for m in GeneratedLines.mutations(of: String(line), count: 8, &g) {
                expectSameOutcome(FastScannerCorpus.file(m), "\(path): \(String(decoding: m, as: UTF8.self))")
            }
        }
    }
}

@Test(arguments: [1, 2, 3] as [UInt64])
func generatedLinesDecodeTheSameOnEveryPath(seed: UInt64) {
    let lines = GeneratedLines.lines(seed: seed)
    // One file of all lines (times go back and forth, so ordering errors are compared too).
    expectSameOutcome(FastScannerCorpus.header + Array(lines.joined(separator: "\n").utf8), "all lines, seed \(seed)")
    var g = SeededBytes(seed: seed)
    for line in lines {
        expectSameOutcome(FastScannerCorpus.file(Array(line.utf8)), line)
        for m in GeneratedLines.mutations(of: line, count: 12, &g) {
            expectSameOutcome(FastScannerCorpus.file(m), String(decoding: m, as: UTF8.self))
        }
    }
}

@Test func theScannerTakesEveryPlainValidLine() {
    // Plain = no escapes (any member order and spacing, UTF-8 text); such valid lines must
    // not fall back (the fast path is used).
    var taken = 0, utf8 = 0
    defer { #expect(taken > 300 && utf8 > 5, "\(taken) lines taken, \(utf8) with non-ASCII text") }
    for line in GeneratedLines.lines(seed: 1) {
        let bytes = Array(line.utf8)
        guard bytes.allSatisfy({ $0 >= 0x20 || $0 == 0x09 || $0 == 0x0D }), !bytes.contains(UInt8(ascii: "\\")) else { continue }
        let full = SessionDecoding.decode(FastScannerCorpus.file(bytes), usesFastPaths: false)
        guard let expected = full.session?.events.first else { continue }
        let fast = bytes.withUnsafeBufferPointer { EventLineScanner.decode($0, line: 2) }
        #expect(fast == expected, "\(line)")
        taken += 1
        if bytes.contains(where: { $0 >= 0x80 }) { utf8 += 1 }
    }
}

@Test func jsonTestSuiteLinesDecodeTheSameOnEveryPath() throws {
    // Each JSONTestSuite parsing case (valid, invalid and implementation-defined JSON) as an
    // event line, alone and inside a plain event's string and number positions.
    let dir = Fixture.directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/testdata/JSONTestSuite/test_parsing")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    #expect(names.count > 300)
    for name in names {
        let text = try [UInt8](Data(contentsOf: dir.appendingPathComponent(name)))
        expectSameOutcome(FastScannerCorpus.file(text), name)
        for template in [#"{"t": 1, "event": "app.pause", "what": X}"#, #"{"t": X, "event": "user.tap", "ad": "a"}"#] {
            let parts = template.split(separator: "X", omittingEmptySubsequences: false).map { Array($0.utf8) }
            expectSameOutcome(FastScannerCorpus.file(parts[0] + text + parts[1]), "\(name) in \(template)")
        }
    }
}

/// The fast scanner finds every member by the key the full parser reads it by.
@Test(arguments: EventField.allCases)
func everyMemberKeyIsMatchedByTheFastScanner(field: EventField) {
    var key = field.key
    let found = key.withUTF8 { EventField.match(ByteText(base: $0.baseAddress!, count: $0.count)) }
    #expect(found == field, "\(field.key)")
}

import Foundation
import Testing
@testable import AdsightCLI

/// `adsight check` streams its report to standard output (the JSON document one session at a
/// time); what lands in the file must be exactly `perform().stdout`, terminal-safe escapes
/// included, for every format and for no, one or many sessions.
struct CheckStreamTests {
    /// Inputs: the fixture set, one invalid file, an empty folder (no session), and a session
    /// whose id and ad hold C1 and bidi controls (raw in JSON, escaped for the terminal).
    static func cases() throws -> [(String, [String])] {
        let hostile = try CheckFixtures.folder([
            "h.jsonl": """
            {"adsession": 1, "id": "id\u{85}\u{202E}x", "device": {"family": "iPhone"}, "os": "4.2"}
            {"t": 0, "event": "initWithFrame:", "ad": "b\u{9B}1", "class": "ADBannerView", "frame": [0, 0, 320, 50]}
            {"t": 1, "event": "bannerViewDidLoadAd:", "ad": "b\u{9B}1", "thread": "bg\u{2066}"}

            """,
        ])
        let empty = try CheckFixtures.folder([:])
        return [("set", [CheckFixtures.set]), ("invalid", [CheckFixtures.invalid]), ("none", [empty]),
                ("hostile", [hostile]), ("mixed", [CheckFixtures.clean, hostile, CheckFixtures.invalid])]
    }

    @Test(arguments: [CheckFormat.json, .text])
    func streamedOutputEqualsTheWholeReport(_ format: CheckFormat) throws {
        let cases = try Self.cases()
        // The two folders `cases` made (the fixtures are not removed).
        defer { for path in Set(cases.flatMap(\.1)) where (path as NSString).lastPathComponent.hasPrefix("notes-") { try? FileManager.default.removeItem(atPath: path) } }
        for (name, inputs) in cases {
            let action = CheckAction(options: PipelineOptions(inputs: inputs), format: format)
            let whole = action.perform()
            let path = NSTemporaryDirectory() + "adsight-stream-\(UUID().uuidString)"
            let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            try #require(fd >= 0)
            var out = CheckOutput(fd: fd)
            let (stderr, exitCode) = action.perform(writingTo: &out)
            close(fd)
            let streamed = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
            try? FileManager.default.removeItem(atPath: path)
            #expect(streamed == whole.stdout, "\(name)")
            #expect(TerminalText.safe(stderr) == whole.stderr, "\(name)")
            #expect(exitCode == whole.exitCode, "\(name)")
            #expect(!streamed.unicodeScalars.contains(where: TerminalText.needsEscape), "\(name)")
        }
    }

    @Test func theDocumentIsItsPartsPutTogether() throws {
        let run = Pipeline.run(PipelineOptions(inputs: [CheckFixtures.set]))
        let reports = run.reports
        #expect(reports.count > 1)
        let parts = CheckJSON.head + reports.map { String(decoding: CheckJSON.entry($0), as: UTF8.self) }
            .joined(separator: CheckJSON.separator) + CheckJSON.tail
        #expect(CheckJSON.document(reports) == parts)
        #expect(CheckJSON.document([]) == CheckJSON.empty)
        #expect(try JSONSerialization.jsonObject(with: Data(parts.utf8)) is [String: Any])
    }

    @Test func theStatusOnlyReportsGiveTheSameExitStatus() {
        for failOn in [FailOn.error, .warning, .never] {
            let options = PipelineOptions(inputs: [CheckFixtures.set], failOn: failOn)
            let run = Pipeline.run(options)
            #expect(run.with(reports: run.reports.map(CheckAction.statusOnly)).exitStatus == run.exitStatus)
        }
    }

    /// The word-at-a-time test agrees with looking at each byte, for every byte value at
    /// every place, among printable text holding tabs and newlines (pretty JSON's lines).
    @Test func theSafeBytesTestLooksAtEveryByteAmongLineBreaks() {
        for length in [8, 9, 16, 23, 40] {
            let text = (0..<length).map { [UInt8(0x0A), 0x20, 0x09, 0x22, 0x7E, 0x0A, 0x0A, 0x61][$0 % 8] }
            #expect(text.withUnsafeBufferPointer(CheckOutput.isTerminalSafe))
            for position in 0..<length {
                for byte in UInt8.min...UInt8.max {
                    var bytes = text
                    bytes[position] = byte
                    let expected = bytes.allSatisfy(CheckOutput.isSafe)
                    #expect(bytes.withUnsafeBufferPointer(CheckOutput.isTerminalSafe) == expected, "\(length) \(position) \(byte)")
                }
            }
        }
    }

    /// The word-at-a-time test agrees with looking at each byte, wherever the odd byte is.
    @Test func theSafeBytesTestLooksAtEveryByte() {
        let odd: [UInt8] = [0x00, 0x01, 0x08, 0x0B, 0x0D, 0x1B, 0x1F, 0x7F, 0x80, 0x85, 0x9B, 0xC2, 0xE2, 0xFF]
        let fine: [UInt8] = [0x09, 0x0A, 0x20, 0x21, 0x41, 0x7E]
        for length in [0, 1, 7, 8, 9, 16, 23, 40] {
            let plain = (0..<length).map { UInt8(0x20 + $0 % 0x5F) }
            #expect(plain.withUnsafeBufferPointer(CheckOutput.isTerminalSafe))
            for position in 0..<length {
                for byte in odd + fine {
                    var bytes = plain
                    bytes[position] = byte
                    let expected = bytes.allSatisfy(CheckOutput.isSafe)
                    #expect(bytes.withUnsafeBufferPointer(CheckOutput.isTerminalSafe) == expected, "\(length) \(position) \(byte)")
                }
            }
        }
    }
}

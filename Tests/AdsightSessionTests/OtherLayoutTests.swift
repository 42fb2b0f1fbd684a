import Foundation
import Testing
@_spi(Testing) @testable import AdsightSession

/// Lines as an app's own logger writes them (the layouts of the benchmark's recorded
/// workload, `.tools/bench-recorded`): other separators, `t` first, last or between other
/// members, error members message first, fixed-point times, the app's own ad names and
/// localized messages with non-ASCII punctuation.
enum OtherLayout {
    /// (colon, comma, open, close) of each logger.
    static let separators: [(String, String, String, String)] = [
        (":", ",", "{", "}"), (": ", ", ", "{", "}"), (" : ", " , ", "{ ", " }"),
        (":", ", ", "{", "}"), (": ", ",", "{", "}"), (":\t", ",\t", "{", "}"),
    ]
    static let adNames = ["b": "BannerView<0x7f3a12c0>", "i": "interstitial.level3"]

    /// Every event of `every-event.jsonl` in every layout.
    static func lines() -> [String] {
        let events = Fixture.decode("valid/every-event.jsonl").session?.events ?? []
        var out: [String] = []
        for (k, sep) in separators.enumerated() {
            for (n, e) in events.enumerated() {
                var e = e
                if let ad = e.ad { e.ad = adNames[ad] ?? ad }
                if case .bannerDidFail(var error) = e.kind, error.message != nil {
                    error.message = "The operation couldn\u{2019}t be completed \u{2014} (ADErrorDomain error \(n).)"
                    e.kind = .bannerDidFail(error)
                }
                out.append(line(e, sep, placement: (k + n) % 4, messageFirst: n % 2 == 0, fixed: k % 2 == 0))
            }
        }
        return out
    }

    /// `e` written by one logger: `t` first, last, after `event` or after `ad` (placement 0 to 3).
    static func line(_ e: Event, _ sep: (String, String, String, String), placement: Int, messageFirst: Bool, fixed: Bool) -> String {
        var members = GeneratedLines.topLevelMembers(SessionEncoder.eventLine(e))
        let t = members.removeFirst()
        let at = [0, members.count, 1, min(2, members.count)][placement]
        members.insert(fixed ? "\"t\": " + String(format: "%.6f", e.t) : t, at: at)
        let written = members.map { m -> String in
            var m = m
            if messageFirst, m.hasPrefix("\"error\": "), let r = m.range(of: ", \"message\": ") {
                let code = m[m.index(m.startIndex, offsetBy: 10)..<r.lowerBound]
                let message = m[r.upperBound..<m.index(before: m.endIndex)]
                m = "\"error\": {\"message\": \(message), \(code)}"
            }
            return m.replacingOccurrences(of: "\": ", with: "\"" + sep.0).replacingOccurrences(of: ", \"", with: sep.1 + "\"")
        }
        return sep.2 + written.joined(separator: sep.1) + sep.3
    }
}

@Test func otherLayoutsDecodeTheSameOnEveryPathAndFast() {
    let lines = OtherLayout.lines()
    #expect(lines.count > 200)
    // One file of all lines (times go back and forth between layouts: ordering errors too).
    expectSameOutcome(FastScannerCorpus.header + Array(lines.joined(separator: "\n").utf8), "all other-layout lines")
    for line in lines {
        let bytes = Array(line.utf8)
        expectSameOutcome(FastScannerCorpus.file(bytes), line)
        let full = SessionDecoding.decode(FastScannerCorpus.file(bytes), usesFastPaths: false)
        #expect(full.errors.isEmpty, "\(line): \(full.errors)")
        // Valid and plain: the one-pass scanner must take it, and agree.
        let fast = bytes.withUnsafeBufferPointer { EventLineScanner.decode($0, line: 2) }
        #expect(fast != nil && fast == full.session?.events.first, "\(line)")
    }
}

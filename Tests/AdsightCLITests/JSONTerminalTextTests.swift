@testable import AdsightCLI
import Foundation
import Testing

/// `check --format json` and `replay --format json` print session strings holding C1 and
/// bidi controls: the document must parse, give back the very strings the session holds,
/// and carry none of those characters raw (they would drive the terminal or CI log).
struct JSONTerminalTextTests {
    static let id = "id\u{85}\u{202E}x", ad = "b\u{9B}1", thread = "bg\u{2066}"

    static func session() throws -> String {
        let folder = try CheckFixtures.folder([
            "h.jsonl": """
            {"adsession": 1, "id": "\(id)", "device": {"family": "iPhone"}, "os": "4.2"}
            {"t": 0, "event": "initWithFrame:", "ad": "\(ad)", "class": "ADBannerView", "frame": [0, 0, 320, 50]}
            {"t": 1, "event": "bannerViewDidLoadAd:", "ad": "\(ad)", "thread": "\(thread)"}

            """,
        ])
        return folder + "/h.jsonl"
    }

    static func parse(_ text: String) throws -> [String: Any] {
        #expect(!text.unicodeScalars.contains(where: TerminalText.needsEscape), "a raw control reached standard output")
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func checkJSONParsesAndKeepsTheStrings() throws {
        let result = CheckAction(options: PipelineOptions(inputs: [try Self.session()]), format: .json).perform()
        let document = try Self.parse(result.stdout)
        let session = try #require((document["sessions"] as? [[String: Any]])?.first)
        #expect(session["id"] as? String == Self.id)
        #expect(result.stdout.contains(#""id\u0085\u202ex""#))
    }

    @Test func replayJSONParsesAndKeepsTheStrings() throws {
        let result = ReplayAction(path: try Self.session(), format: .json).perform()
        #expect(result.exitCode == 0)
        let document = try Self.parse(result.stdout)
        let session = try #require(document["session"] as? [String: Any])
        #expect(session["id"] as? String == Self.id)
        #expect(result.stdout.contains(Self.ad.unicodeScalars.map { $0.value == 0x9B ? "\\u009b" : String($0) }.joined()))
    }

    /// Each character the terminal escape names becomes a four-digit JSON escape; the rest
    /// (quotes already escaped, tab, newline, other non-ASCII) is left as it is.
    @Test(arguments: [
        (#""a\u001b\u202e""#, #""a\u001b\u202e""#),
        ("\"ad\u{202E}1\"", #""ad\u202e1""#),
        ("\"\u{80}\u{9F}\u{2066}\u{2069}\"", #""\u0080\u009f\u2066\u2069""#),
        ("{\n\t\"café ✓\u{202F}\": 1}", "{\n\t\"café ✓\u{202F}\": 1}"),
    ])
    func escapesAreJSON(input: String, expected: String) {
        let out = String(decoding: JSONTerminalText.safe(Array(input.utf8)), as: UTF8.self)
        #expect(out == expected)
        #expect(ActionResult(stdout: out).stdout == out)
    }

    /// The byte scan escapes exactly the characters `TerminalText.needsEscape` names, and
    /// only those, wherever they stand among ASCII and other non-ASCII characters.
    @Test func theByteScanEscapesExactlyWhatTheTerminalNeeds() {
        let specials: [Unicode.Scalar] = (0...0x20).map { Unicode.Scalar(UInt8($0)) } + [
            "\u{7E}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "\u{C2}", "\u{100}",
            "\u{2029}", "\u{2029}", "\u{202A}", "\u{202E}", "\u{202F}", "\u{2065}", "\u{2066}", "\u{2069}",
            "\u{206A}", "\u{20AC}", "\u{1F600}",
        ]
        func reference(_ text: String) -> String {
            text.unicodeScalars.map { TerminalText.needsEscape($0) ? String(decoding: JSONTerminalText.escape($0.value), as: UTF8.self) : String($0) }.joined()
        }
        for a in specials {
            for b in specials {
                for text in ["\(a)\(b)", "x\(a)é\(b)", "\"abcdefgh\(a)ijklmnop\(b)\""] {
                    let out = String(decoding: JSONTerminalText.safe(Array(text.utf8)), as: UTF8.self)
                    #expect(out == reference(text), "\(a.value) \(b.value)")
                }
            }
        }
    }
}

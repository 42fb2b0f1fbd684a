@testable import AdsightCLI
import Foundation
import Testing

/// A run with invalid sessions says so at the top of the dashboard, with the count and a
/// link to their list, and never "No rule failed in any session." as if all were fine.
@Suite struct InvalidNoticeTests {
    static let cases: [(String, [String], String?)] = [
        ("only invalid", [CheckFixtures.invalid], "<strong>1 session is invalid</strong>"),
        ("invalid among failing", [CheckFixtures.root], "sessions are invalid</strong>"),
        ("all valid", [CheckFixtures.clean], nil),
    ]

    @Test(arguments: cases)
    func notice(_ name: String, _ inputs: [String], _ expected: String?) throws {
        let s = try MergeScratch(); defer { s.remove() }
        s.build("site", inputs: inputs)
        let index = s.read("site/index.html")
        let lede = try #require(index.components(separatedBy: "<section").first)
        if let expected {
            #expect(lede.contains(expected), "\(name)")
            #expect(lede.contains("<a href=\"#invalid-h\">"), "\(name)")
            #expect(!index.contains("No rule failed in any session."), "\(name)")
        } else {
            #expect(!lede.contains("invalid-notice"), "\(name)")
        }
    }
}

private extension MergeScratch {
    func read(_ relative: String) -> String {
        (FileManager.default.contents(atPath: absolute(relative)).map { String(decoding: $0, as: UTF8.self) }) ?? ""
    }
}

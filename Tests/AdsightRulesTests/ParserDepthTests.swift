@testable import AdsightRules
import Testing

/// Hostile checks (a user's --notes, the fuzzer) cannot overflow the parser's stack: deep
/// nesting of any kind is refused with a position, and ordinary depth still parses.
struct ParserDepthTests {
    static func check(_ condition: String) -> String {
        "for each banner\nnever \(condition)\nreport \"{ad}\""
    }

    @Test(arguments: [
        ("parentheses", String(repeating: "(", count: 100_000) + "visible"),
        ("lists", "frame in " + String(repeating: "[", count: 100_000)),
        ("not", String(repeating: "not ", count: 50_000) + "visible"),
        ("and chain", Array(repeating: "visible", count: 20_000).joined(separator: " and ")),
        ("or chain", Array(repeating: "visible", count: 20_000).joined(separator: " or ")),
        ("sum", "presentCount == " + Array(repeating: "1", count: 20_000).joined(separator: " + ")),
    ])
    func deepNestingIsRefusedWithAPosition(kind: String, condition: String) {
        do {
            _ = try RuleProgram.parse(Self.check(condition))
            Issue.record("\(kind): a condition nested \(condition.count) characters deep was accepted")
        } catch {
            #expect(error.line == 2, "\(kind)")
            #expect(error.column > 1, "\(kind)")
            #expect(error.message.contains("nests deeper than \(Parser.maxDepth) levels"), "\(kind): \(error.message)")
        }
    }

    @Test func ordinaryDepthStillParses() throws {
        let nested = String(repeating: "(", count: 20) + "visible" + String(repeating: ")", count: 20)
        let chain = Array(repeating: "(visible or loaded)", count: 30).joined(separator: " and ")
        _ = try RuleProgram.parse(Self.check(nested + " and not not " + chain))
    }
}

import AdsightYAML
import Foundation
import Testing

/// What a recursive YAML parser must never see (it crashed adsight: a 60,000-deep `[` in a
/// note's front matter or a scenario overflowed the stack), and what stays accepted.
struct YAMLShapeTests {
    @Test(arguments: [
        ("flow", "id: " + String(repeating: "[", count: 60_000), 1, 37, "nests deeper than 32 levels"),
        ("mapping", "a: b\nc: " + String(repeating: "{x: ", count: 40), 2, 132, "nests deeper than 32 levels"),
        ("block", "defects:\n  " + String(repeating: "- ", count: 60) + "x", 2, 123, "block levels on one line"),
        ("indent", "a:\n" + String(repeating: " ", count: 300) + "b: 1", 2, 257, "indented more than 256"),
        ("anchor", "a: &x [1, 2]\nb: *x", 1, 4, "anchor or alias"),
        ("alias", "a: [1]\nb: [*a, 2]", 2, 5, "anchor or alias"),
    ])
    func refusedWithItsPosition(kind: String, yaml: String, line: Int, column: Int, message: String) throws {
        let refusal = try #require(YAMLShape.check(yaml), "\(kind) was accepted")
        #expect(refusal.line == line && refusal.column == column, "\(kind): \(refusal)")
        #expect(refusal.message.contains(message), "\(kind): \(refusal.message)")
    }

    @Test(arguments: [
        "title: \"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ & * {{{\"",
        "title: '*not an alias* and [brackets]'",
        "a: 1 # a comment with [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ and &x",
        "errors: {ADErrorInventoryUnavailable: 6, ADErrorServerFailure: 2}\nlatency: [0.3, 3]",
        "source:\n  - seed: \"001\"\n    section: Error Handling",
        "math: 2*3 and a&b",
    ])
    func ordinaryYAMLIsAccepted(yaml: String) {
        #expect(YAMLShape.check(yaml) == nil)
    }

    /// Every bundled scenario and every shipped note's front matter passes the guard.
    @Test func shippedFilesAreAccepted() throws {
        let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("templates")
        var checked = 0
        for folder in ["scenarios", "notes"] {
            let dir = templates.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: dir.path) where !name.hasPrefix(".") {
                var text = try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
                if folder == "notes" { text = text.components(separatedBy: "\n---\n").first ?? text }
                #expect(YAMLShape.check(text) == nil, "\(folder)/\(name): \(String(describing: YAMLShape.check(text)))")
                checked += 1
            }
        }
        #expect(checked >= 37)
    }
}

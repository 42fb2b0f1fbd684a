import Testing
@testable import AdsightCLI

/// `PackedStrings` against the plain form it replaces: an array of `String`s, sorted with
/// `InputDiscovery.precedes` and its repeats dropped (`dropRepeats`).
struct PackedStringsTests {
    /// Seeded lists of paths from a small alphabet (so repeats, prefixes and shared
    /// directories are common), with non-ASCII names and the root's `/`.
    static let lists: [[String]] = (1...40).map { seed in
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        let parts = ["a", "b", "ab", "é", "e\u{301}", "run", "10.jsonl", "9.jsonl", "日本", ""]
        return (0..<next(30)).map { _ in
            (0...next(3)).map { _ in parts[next(parts.count)] }.joined(separator: "/")
        }
    }

    @Test(arguments: lists)
    func sortsAndDropsRepeatsAsTheStringsDo(_ paths: [String]) {
        var plain = paths.sorted(by: InputDiscovery.precedes)
        InputDiscovery.dropRepeats(&plain)
        let table = PackedStrings(paths)
        #expect(Array(table).map { Array($0.utf8) } == paths.map { Array($0.utf8) })
        #expect(table.sortedUnique().map { Array($0.utf8) } == plain.map { Array($0.utf8) })
    }

    @Test func joinsADirectoryAndANameAsTheStringDoes() {
        var table = PackedStrings()
        for (directory, name) in [("/", "a.jsonl"), ("/tmp/x", "b.jsonl"), ("rel", "é.jsonl")] {
            table.append(directory: directory, name: name)
            #expect(table.last == InputDiscovery.join(directory, name))
        }
        var joined = PackedStrings(["x"])
        joined.append(contentsOf: table)
        #expect(Array(joined) == ["x", "/a.jsonl", "/tmp/x/b.jsonl", "rel/é.jsonl"])
    }
}

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
        let sorted = table.sortedUnique()
        #expect(sorted.map { Array($0.utf8) } == plain.map { Array($0.utf8) })
        // Stored with the common folder once or not, the same strings are equal and hash alike;
        // appending to the sorted list (which may not share its folder) keeps every string.
        #expect(sorted == PackedStrings(plain) && sorted.hashValue == PackedStrings(plain).hashValue)
        var more = sorted
        more.append("zz/é.jsonl"); more.append(directory: "/", name: "r.jsonl")
        #expect(more.map { Array($0.utf8) } == (plain + ["zz/é.jsonl", "/r.jsonl"]).map { Array($0.utf8) })
        var joined = sorted
        joined.append(contentsOf: sorted)
        #expect(joined.map { Array($0.utf8) } == (plain + plain).map { Array($0.utf8) })
    }

    /// A searched directory's folder held once: paths in it and outside it, joined or whole,
    /// read back and sort as the plain strings do.
    @Test(arguments: ["a", "/", "a/b", "é"])
    func holdsASearchedFolderOnce(_ folder: String) {
        for paths in Self.lists {
            var table = PackedStrings(within: folder)
            var plain: [String] = []
            // First paths joined in the folder, a folder in it, a sibling sharing its start, the
            // root and another (held with the folder once until one outside it comes), then the
            // list's own paths, whole.
            let directories = [folder, InputDiscovery.join(folder, "sub"), folder + "b", "/", "x"]
            for (k, directory) in (directories + directories).enumerated() {
                table.append(directory: directory, name: "n\(k).jsonl"); plain.append(InputDiscovery.join(directory, "n\(k).jsonl"))
                #expect(table.map { Array($0.utf8) } == plain.map { Array($0.utf8) })
            }
            for path in paths {
                table.append(path); plain.append(path)
            }
            #expect(table.map { Array($0.utf8) } == plain.map { Array($0.utf8) })
            var sorted = plain.sorted(by: InputDiscovery.precedes)
            InputDiscovery.dropRepeats(&sorted)
            #expect(table.sortedUnique().map { Array($0.utf8) } == sorted.map { Array($0.utf8) })
        }
        var inside = PackedStrings(within: folder)
        inside.append(directory: folder, name: "x.jsonl")
        inside.append(directory: InputDiscovery.join(folder, "sub"), name: "y.jsonl")
        let whole = InputDiscovery.join(folder, "x.jsonl").utf8.count + InputDiscovery.join(folder, "sub/y.jsonl").utf8.count
        #expect(inside.storedBytes == whole - (folder == "/" ? 1 : folder.utf8.count + 1))
    }

    @Test func holdsTheInputsCommonFolderOnce() {
        let folder = "/tmp/adsight-bench/w100-e50/"
        let paths = (0..<100).map { folder + ($0 % 2 == 0 ? "table/" : "game/") + "s-\($0).jsonl" }
        let sorted = PackedStrings(paths.reversed()).sortedUnique()
        #expect(Array(sorted) == paths.sorted(by: InputDiscovery.precedes))
        #expect(sorted.storedBytes == folder.utf8.count + paths.map { $0.utf8.count - folder.utf8.count }.reduce(0, +))
        // A shared start that is not a whole folder is not taken apart: "/x/ab" and "/x/ac" share "/x/".
        #expect(PackedStrings(["/x/ac", "/x/ab"]).sortedUnique().storedBytes == 3 + 4)
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

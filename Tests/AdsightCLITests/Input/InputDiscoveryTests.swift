import Foundation
import Testing
@testable import AdsightCLI

@Test func directoriesAreSearchedRecursivelyAndSorted() throws {
    let dir = try TempDirectory()
    defer { dir.remove() }
    try dir.file("b/z.jsonl", validSession)
    try dir.file("b/a.jsonl", validSession)
    try dir.file("a.jsonl", validSession)
    try dir.file("notes.txt", "x")
    try dir.file("b/c/d/deep.jsonl", validSession)
    try dir.file(".hidden/skipped.jsonl", validSession)
    let result = InputDiscovery.discover([dir.path, dir.path + "/a.jsonl"])
    #expect(result.errors == [])
    #expect(Array(result.files) == ["a.jsonl", "b/a.jsonl", "b/c/d/deep.jsonl", "b/z.jsonl"].map { dir.path + "/" + $0 })
}

@Test func symlinkLoopsEnd() throws {
    let dir = try TempDirectory()
    defer { dir.remove() }
    try dir.file("s/one.jsonl", validSession)
    try dir.link("s/loop", to: dir.path + "/s")
    try dir.link("s/up", to: dir.path)
    let result = InputDiscovery.discover([dir.path])
    #expect(Array(result.files) == [dir.path + "/s/one.jsonl"])
}

struct BadPathCase: Sendable, CustomStringConvertible {
    var name: String
    var message: String
    var description: String { name }
}

@Test(arguments: [
    BadPathCase(name: "missing.jsonl", message: "no such file or directory"),
    BadPathCase(name: "readme.txt", message: "not a session file: expected a .jsonl file or a directory"),
    BadPathCase(name: "dangling.jsonl", message: "broken symbolic link"),
])
func unusablePathsAreClearErrors(_ c: BadPathCase) throws {
    let dir = try TempDirectory()
    defer { dir.remove() }
    try dir.file("readme.txt", "hello")
    try dir.link("dangling.jsonl", to: dir.path + "/nowhere.jsonl")
    let result = InputDiscovery.discover([dir.path + "/" + c.name])
    #expect(result.files.isEmpty)
    #expect(result.errors == [InputError(path: dir.path + "/" + c.name, message: c.message)])
    #expect(result.errors.first?.description == "\(dir.path)/\(c.name): \(c.message)")
}

/// Paths sort by their UTF-8 bytes: prefixes first, bytes unsigned (non-ASCII after ASCII),
/// not by Unicode collation.
@Test func pathsSortByTheirBytes() {
    let paths = ["b", "a", "", "ab", "a/b", "a-b", "A", "é", "e\u{301}", "z", "aé", "a~", "run/10.jsonl", "run/9.jsonl",
                 "a-very-long-path/that/goes/on/and/on.jsonl", "a-very-long-path/that/goes/on/and/on.jsonm", "日本", "\u{7F}"]
    for a in paths {
        for b in paths {
            #expect(InputDiscovery.precedes(a, b) == a.utf8.lexicographicallyPrecedes(b.utf8), "\(a) \(b)")
        }
    }
}

/// Two files whose names differ only in Unicode form (`é` precomposed, `e` + U+0301) are two
/// files on Linux: both are inputs (Swift's String equality would take them for one).
@Test func namesEqualOnlyAsUnicodeAreTwoInputs() throws {
    let dir = try TempDirectory()
    defer { dir.remove() }
    try dir.file("\u{E9}.jsonl", validSession)
    try dir.file("e\u{301}.jsonl", validSession)
    try #require(try FileManager.default.contentsOfDirectory(atPath: dir.path).count == 2)
    let result = InputDiscovery.discover([dir.path, dir.path + "/e\u{301}.jsonl"])
    #expect(result.errors == [])
    #expect(result.files.map { Array($0.utf8) } == [dir.path + "/e\u{301}.jsonl", dir.path + "/\u{E9}.jsonl"].map { Array($0.utf8) })
}

/// Repeats are dropped after the sort, by bytes: the same as dropping them by a set of each
/// path's bytes and sorting what is left (the plain form), for lists with repeats next to
/// each other or apart, names equal only as Unicode, prefixes and none at all.
@Test(arguments: [
    [String](),
    ["a"],
    ["a", "a"],
    ["b", "a", "b", "a", "c", "b"],
    ["\u{E9}", "e\u{301}", "\u{E9}", "e", "e\u{301}"],
    ["run/10.jsonl", "run/1.jsonl", "run/10.jsonl", "run/1", "run/1.jsonl", "run"],
    ["x/y.jsonl", "x/y.jsonl", "x/y.jsonl"],
])
func repeatsAreDroppedByTheirBytes(_ paths: [String]) {
    var seen: Set<[UInt8]> = []
    let plain = paths.filter { seen.insert(Array($0.utf8)).inserted }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    var got = paths.sorted(by: InputDiscovery.precedes)
    InputDiscovery.dropRepeats(&got)
    #expect(got.map { Array($0.utf8) } == plain.map { Array($0.utf8) })
    // The table `discover` sorts in gives the same paths, byte for byte.
    #expect(PackedStrings(paths).sortedUnique().map { Array($0.utf8) } == plain.map { Array($0.utf8) })
}

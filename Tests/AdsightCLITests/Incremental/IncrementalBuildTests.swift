import AdsightCLI
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// A rebuild over a site adsight wrote reuses the pages of unchanged sessions (hard links:
/// same inode) and renders the rest, and the site it leaves is byte for byte the one a
/// full build of the same inputs writes, its cache included.
@Suite struct IncrementalBuildTests {
    /// What changes between the first build and the rebuild, and how many of the first
    /// build's session pages the rebuild must render again (nil: all of them).
    struct Change: Sendable, CustomStringConvertible {
        var description: String
        var rendered: Int?
        var failOn: FailOn = .error
        var apply: @Sendable (IncrementalSite) throws -> Void
    }

    static let changes: [Change] = [
        Change(description: "nothing", rendered: 0) { _ in },
        Change(description: "one session edited", rendered: 1) { site in
            let text = String(decoding: site.read("sessions/a-clean.jsonl"), as: UTF8.self)
            try site.write("sessions/a-clean.jsonl", Array(text.replacingOccurrences(of: "Top rated tab, iPhone", with: "Top rated, edited").utf8))
        },
        Change(description: "one session's title edited, same length (note pages list it)", rendered: 1) { site in
            let text = String(decoding: site.read("sessions/a-clean.jsonl"), as: UTF8.self)
            try site.write("sessions/a-clean.jsonl", Array(text.replacingOccurrences(of: "Top rated tab, iPhone", with: "Top rated tab, iPhoNE").utf8))
        },
        Change(description: "one session added", rendered: 0) { site in
            let text = String(decoding: site.read("sessions/a-clean.jsonl"), as: UTF8.self)
            try site.write("sessions/e-added.jsonl", Array(text.replacingOccurrences(of: "toprated-allows-action", with: "added-session").utf8))
        },
        Change(description: "one session deleted", rendered: 0) { site in
            try FileManager.default.removeItem(atPath: site.path + "/sessions/c-error.jsonl")
        },
        Change(description: "one session renamed (its page shows the path)", rendered: 1) { site in
            try FileManager.default.moveItem(atPath: site.path + "/sessions/magazine-ipad.jsonl",
                                             toPath: site.path + "/sessions/magazine-ipad-2.jsonl")
        },
        Change(description: "one session rewritten with the same bytes", rendered: 0) { site in
            try site.write("sessions/b-warning.jsonl", site.read("sessions/b-warning.jsonl"))
        },
        Change(description: "every session rewritten with the same bytes", rendered: 0) { site in
            for name in try FileManager.default.contentsOfDirectory(atPath: site.path + "/sessions") {
                try site.write("sessions/" + name, site.read("sessions/" + name))
            }
        },
        Change(description: "a note changed", rendered: nil) { site in
            try site.write("notes/ad-main-thread.md", site.read("notes/ad-main-thread.md") + Array("\nOne more line.\n".utf8))
        },
        Change(description: "a template changed", rendered: nil) { site in
            try site.write("templates/style.css", site.read("templates/style.css") + Array("\n/* changed */\n".utf8))
        },
        Change(description: "--fail-on changed", rendered: nil, failOn: .warning) { _ in },
        Change(description: "the cache corrupted", rendered: nil) { site in
            var bytes = site.read("site/.adsight-cache")
            bytes[bytes.count / 2] ^= 0x55
            try site.write("site/.adsight-cache", bytes)
        },
        Change(description: "the cache truncated", rendered: nil) { site in
            try site.write("site/.adsight-cache", Array(site.read("site/.adsight-cache").prefix(100)))
        },
        Change(description: "the cache grown to 30 GB (sparse): not read into memory", rendered: nil) { site in
            let handle = try #require(FileHandle(forWritingAtPath: site.path + "/site/.adsight-cache"))
            try handle.truncate(atOffset: 30 << 30)
            try handle.close()
        },
        Change(description: "FIFOs in place of the old index.html and summary.json (opening one must not block)", rendered: nil) { site in
            for name in ["site/index.html", "site/summary.json"] {
                try FileManager.default.removeItem(atPath: site.path + "/" + name)
                #expect(mkfifo(site.path + "/" + name, 0o644) == 0)
            }
        },
        Change(description: "an old page edited in the site", rendered: 1) { site in
            try site.write("site/sessions/toprated-allows-action.html", Array("<p>edited by hand</p>".utf8))
        },
        Change(description: "an old page removed from the site (its early link fails)", rendered: 1) { site in
            try FileManager.default.removeItem(atPath: site.path + "/site/sessions/toprated-allows-action.html")
        },
        Change(description: "two old pages edited in the site, the last and the first", rendered: 2) { site in
            let pages = site.files("site/sessions").filter { $0.hasSuffix(".html") }
            for name in [try #require(pages.last), try #require(pages.first)] {
                try site.write("site/sessions/" + name, Array("<p>edited by hand</p>".utf8))
            }
        },
        Change(description: "an old note page edited in the site (same size, so only its time tells)", rendered: 0) { site in
            let name = try #require(site.files("site").first { $0.hasPrefix("notes/") && $0.hasSuffix(".html") })
            let bytes = site.read("site/" + name)
            try site.write("site/" + name, Array(repeating: UInt8(ascii: "x"), count: bytes.count))
        },
        Change(description: "an old note page edited in the site, same size, its time set back (its bytes tell)", rendered: 0) { site in
            let name = try #require(site.files("site").first { $0.hasPrefix("notes/") && $0.hasSuffix(".html") })
            let path = site.path + "/site/" + name
            var st = stat()
            #expect(stat(path, &st) == 0)
            try site.write("site/" + name, Array(repeating: UInt8(ascii: "x"), count: Int(st.st_size)))
            var times = [st.st_atim, st.st_mtim]
            #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        },
        Change(description: "a row of index.html edited in the site, same size (its time tells: rows rendered, not copied)", rendered: 0) { site in
            let text = String(decoding: site.read("site/index.html"), as: UTF8.self)
            let edited = text.replacingOccurrences(of: "Pass</span>", with: "PASS</span>")
            #expect(edited != text)
            try site.write("site/index.html", Array(edited.utf8))
            // A second on, as any real edit is (file times come from a coarse clock: a write
            // in the cache's own tick keeps its time, and that is not detectable).
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 1)], ofItemAtPath: site.path + "/site/index.html")
        },
        Change(description: "a byte put before the rows of index.html, its time set back (its size tells)", rendered: 0) { site in
            let path = site.path + "/site/index.html"
            var st = stat()
            #expect(stat(path, &st) == 0)
            let text = String(decoding: site.read("site/index.html"), as: UTF8.self)
            try site.write("site/index.html", Array(text.replacingOccurrences(of: "<tbody>", with: "<tbody> ").utf8))
            var times = [st.st_atim, st.st_mtim]
            #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        },
        Change(description: "summary.json edited in the site", rendered: nil) { site in
            try site.write("site/summary.json", site.read("site/summary.json") + [0x0A])
        },
    ]

    @Test(arguments: changes)
    func rebuildEqualsAFullBuild(change: Change) throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        let first = site.build("site")
        #expect(first.exitCode == 2, "the fixtures hold invalid sessions: \(first.stderr)")
        #expect(site.files("site").contains(".adsight-cache"))
        // Held: a page removed by the change must not lend its number to the page rendered again.
        let before = try site.heldPageInodes("site")
        try change.apply(site)

        let rebuilt = site.build("site", failOn: change.failOn)
        let fresh = site.build("fresh", failOn: change.failOn)
        #expect(rebuilt.exitCode == fresh.exitCode)
        #expect(rebuilt.stderr == fresh.stderr)

        let files = site.files("site")
        #expect(files == site.files("fresh"))
        for file in files {
            #expect(site.read("site/" + file) == site.read("fresh/" + file), "\(file) differs from a full build's")
        }
        let after = site.pageInodes("site")
        let kept = before.keys.filter { after[$0] != nil }
        let renderedAgain = kept.filter { after[$0] != before[$0] }.count
        #expect(renderedAgain == (change.rendered ?? kept.count), "pages rendered again: \(renderedAgain) of \(kept.count)")
    }

    @Test func aSecondRebuildReusesThePagesTheFirstLinked() throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        site.build("site")
        let before = site.pageInodes("site"), notes = site.pageInodes("site", "notes")
        site.build("site")
        site.build("site")
        #expect(site.pageInodes("site") == before)
        #expect(!before.isEmpty)
        // Unchanged closing pages are linked from the old site too.
        #expect(site.pageInodes("site", "notes") == notes)
        #expect(!notes.isEmpty)
    }

    /// A page rendered because its old one was edited is written after the cache was (the
    /// links run on while the cache is written): the cache is written again after it, so the
    /// next rebuild still finds every page older than the cache and reuses them all.
    @Test func aPageRenderedAfterTheCacheIsReusedByTheNextRebuild() throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        site.build("site")
        try site.write("site/sessions/toprated-allows-action.html", Array("<p>edited by hand</p>".utf8))
        site.build("site")
        let before = site.pageInodes("site")
        site.build("site")
        #expect(site.pageInodes("site") == before)
        #expect(before["toprated-allows-action.html"] != nil)
    }

    /// A sessions table template of the user's (here showing the rows twice) renders every
    /// page of the table from the rows gathered with the sessions: a rebuild equals a full build.
    @Test func aDashboardRenderedWholeRebuildsAsAFullBuild() throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        let bundled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../templates/site/table.mustache")
        let index = try String(contentsOf: bundled, encoding: .utf8)
        let twice = index.replacingOccurrences(of: "{{{sessionRows}}}", with: "{{{sessionRows}}}{{{sessionRows}}}")
        #expect(twice != index)
        try site.write("templates/table.mustache", Array(twice.utf8))
        site.build("site")
        let text = String(decoding: site.read("sessions/a-clean.jsonl"), as: UTF8.self)
        try site.write("sessions/a-clean.jsonl", Array(text.replacingOccurrences(of: "Top rated tab, iPhone", with: "Top rated, edited").utf8))
        site.build("site")
        site.build("fresh")
        let files = site.files("site")
        #expect(files == site.files("fresh"))
        for file in files { #expect(site.read("site/" + file) == site.read("fresh/" + file), "\(file)") }
    }

    /// Sessions held in memory (the bundled default, simulated scenarios) are reused by
    /// their bytes' hash.
    @Test func theBundledDefaultIsReusedToo() throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        site.build("site", inputs: [])
        let before = site.pageInodes("site")
        let rebuilt = site.build("site", inputs: [])
        site.build("fresh", inputs: [])
        #expect(rebuilt.exitCode == 0 || rebuilt.exitCode == 1)
        #expect(!before.isEmpty)
        #expect(site.pageInodes("site") == before)
        let files = site.files("site")
        #expect(files == site.files("fresh"))
        for file in files { #expect(site.read("site/" + file) == site.read("fresh/" + file), "\(file)") }
    }

    /// A rebuild that is refused (the site holds a file adsight did not write) leaves the
    /// old site exactly as it was, pages (now linked nowhere else) included.
    @Test func aRefusedRebuildLeavesTheOldSiteAsItWas() throws {
        let site = try IncrementalSite()
        defer { site.remove() }
        site.build("site")
        try site.write("site/CNAME", Array("example.org\n".utf8))
        let files = site.files("site")
        let bytes = files.map { site.read("site/" + $0) }
        let inodes = site.pageInodes("site")
        try site.write("sessions/a-clean.jsonl", site.read("sessions/a-clean.jsonl") + Array("\n".utf8))
        let refused = site.build("site")
        #expect(refused.exitCode == 2)
        #expect(refused.stderr.contains("CNAME"))
        #expect(site.files("site") == files)
        #expect(files.map { site.read("site/" + $0) } == bytes)
        #expect(site.pageInodes("site") == inodes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.path).filter { $0.contains("adsight") }.isEmpty)
    }
}

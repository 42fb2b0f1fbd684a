@testable import AdsightSite
import Testing

/// A rebuild links an old note page instead of rendering it when its digest, made without
/// the page's session tables (`NotePage.digest`), is the one the cache recorded: a note page
/// whose bytes change must get another digest, and the same summaries the same digest.
@Suite struct NoteDigestTests {
    @Test func aNotePageDigestChangesWheneverItsBytesDo() throws {
        let input = try SiteFixture.input()
        let renderer = SiteRenderer(templates: try SiteFixture.templates(), notes: input.notes, failOn: "warning", docs: [])
        let names = PageNames.sessionNames(ids: input.sessions.map(\.report.id), files: input.sessions.map(\.report.file))
        let summaries = zip(input.sessions, names).map { renderer.sessionPage($0, page: $1).summary }
        #expect(summaries.count >= 3)
        // Variants: the same, one session fewer, reversed, each session under another page name.
        let renamed = zip(input.sessions, names).map { renderer.sessionPage($0, page: $1 + "-x").summary }
        let variants: [[SessionSummary]] = [summaries, summaries, Array(summaries.dropFirst()), summaries.reversed(), renamed]
        var pages: [[String: ([UInt8], UInt64)]] = []
        for variant in variants {
            let files = renderer.closingFiles(variant)
            var notes: [String: ([UInt8], UInt64)] = [:]
            for i in 0..<files.count where files.path(i).hasPrefix("notes/") {
                let prepared = files.prepare(i)
                let digest = try #require(prepared.digest)
                let bytes = prepared.render()
                #expect(bytes == files.render(i) ? true : false, "\(files.path(i)) renders alone as from its content")
                notes[files.path(i)] = (bytes, digest)
            }
            #expect(!notes.isEmpty)
            pages.append(notes)
        }
        for (path, (bytes, digest)) in pages[0] {
            #expect(pages[1][path]?.1 == digest, "\(path): same summaries, same digest")
            #expect(pages[1][path].map { $0.0 == bytes } == true, "\(path): same summaries, same page")
        }
        var changed = 0
        for a in pages.indices { for b in pages.indices where a < b {
            for (path, (bytes, digest)) in pages[a] {
                guard let (other, otherDigest) = pages[b][path] else { continue }
                let same = bytes == other
                if !same { changed += 1 }
                #expect(same || digest != otherDigest, "\(path): variants \(a) and \(b) differ in bytes but not in digest")
            }
        } }
        #expect(changed > 0)
    }
}

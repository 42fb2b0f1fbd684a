import AdsightCLI
import Foundation
import Testing

/// `--out` values adsight must refuse before writing anything, and those it accepts.
struct OutRefusalTests {
    /// (out, why it is refused); the scratch folder is the cwd and has recordings/, templates/,
    /// notes/, home/, mine/ (a user's folder), file.txt and link -> elsewhere.
    static let refused: [(String, String)] = [
        ("", "an empty path"),
        ("/", "it is /"),
        (".", "it is the current directory"),
        ("./", "it is the current directory"),
        ("..", "it contains the current directory"),
        ("home", "it is the home directory"),
        ("home/../home/", "it is the home directory"),
        ("mine", "was not written by adsight build"),
        ("file.txt", "it exists and is not a folder"),
        ("link", "it is a symbolic link"),
        ("recordings", "contains the input"),
        ("work", "contains the input"),
        ("templates", "contains the templates folder"),
        ("notes", "contains the notes folder"),
        ("viaLink", "contains the input"),
    ]

    func prepare() throws -> Scratch {
        let s = try Scratch()
        try s.file("recordings/a.jsonl", "")
        try s.file("work/deep/b.jsonl", "")
        try s.file("templates/style.css", "")
        try s.file("notes/n.md", "")
        try s.file("mine/keep.txt", "keep")
        try s.file("file.txt", "keep")
        try s.file("elsewhere/keep.txt", "keep")
        try FileManager.default.createSymbolicLink(atPath: s.path + "/link", withDestinationPath: s.path + "/elsewhere")
        // An input reached through a link into what would become --out.
        try FileManager.default.createSymbolicLink(atPath: s.path + "/input-link", withDestinationPath: s.path + "/viaLink")
        try s.file("viaLink/c.jsonl", "")
        return s
    }

    @Test(arguments: refused)
    func refusesOut(out: String, why: String) throws {
        let s = try prepare(); defer { s.remove() }
        let before = s.tree("")
        let error = #expect(throws: SiteWriterError.self) {
            try SiteWriter.stage(out: out, inputs: ["recordings", s.path + "/work/deep/b.jsonl", "input-link/c.jsonl"],
                                 templates: "templates", notes: "notes", currentDirectory: s.path, homeDirectory: s.home)
        }
        #expect(error?.kind == .refused)
        #expect(error?.message.contains(why) == true, "\(error?.message ?? "")")
        #expect(error?.message.contains("--out") == true)
        #expect(s.tree("") == before, "nothing was written or removed")
    }

    @Test(arguments: ["site", "out/site", "emptyDir", "mine/site"])
    func acceptsNewOrEmptyOrMarkedFolders(out: String) throws {
        let s = try prepare(); defer { s.remove() }
        try FileManager.default.createDirectory(atPath: s.path + "/emptyDir", withIntermediateDirectories: true)
        let staging = try SiteWriter.stage(out: out, inputs: ["recordings"], templates: "templates", notes: "notes",
                                           currentDirectory: s.path, homeDirectory: s.home)
        try staging.write("index.html", "ok")
        try staging.commit()
        #expect(s.read(out + "/index.html") == "ok")
        #expect(s.read("mine/keep.txt") == "keep")
    }

    /// A folder that became a user's folder while the site was built is not replaced.
    @Test func commitRechecksTheTarget() throws {
        let s = try prepare(); defer { s.remove() }
        let staging = try SiteWriter.stage(out: "site", inputs: [], templates: nil, currentDirectory: s.path, homeDirectory: s.home)
        try staging.write("index.html", "new")
        try s.file("site/thesis.tex", "precious")
        let error = #expect(throws: SiteWriterError.self) { try staging.commit() }
        #expect(error?.kind == .refused)
        #expect(s.read("site/thesis.tex") == "precious")
        #expect(!s.list().contains { $0.contains("adsight-staging") }, "the staging folder is removed")
    }
}

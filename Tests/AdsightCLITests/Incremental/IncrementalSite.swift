import AdsightCLI
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A scratch folder for one rebuild test: copies of the incremental fixtures (sessions,
/// a notes folder, a templates folder), builds into `site` (the rebuilt one) or `fresh`
/// (a full build), and reads the trees back.
struct IncrementalSite {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/incremental").path

    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "adsight-incremental-" + UUID().uuidString
        let fm = FileManager.default
        try fm.createDirectory(atPath: path + "/home", withIntermediateDirectories: true)
        for folder in ["sessions", "notes", "templates"] {
            try fm.copyItem(atPath: Self.fixtures + "/" + folder, toPath: path + "/" + folder)
        }
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// Builds into `out` (relative to the scratch folder) as `adsight build sessions --notes notes --templates templates`
    /// (`inputs` instead of `sessions` when given; `[]` is the bundled default).
    @discardableResult
    func build(_ out: String, failOn: FailOn = .error, inputs: [String]? = nil) -> ActionResult {
        var action = BuildAction(options: PipelineOptions(inputs: inputs ?? [path + "/sessions"], notesDirectory: path + "/notes", failOn: failOn),
                                 out: path + "/" + out, templatesDirectory: path + "/templates", sourceDateEpoch: nil,
                                 currentDirectory: path, homeDirectory: path + "/home")
        // The same (empty) history for every build: a rebuild is compared with a full build
        // byte for byte, and reading its own site's history would add a run to it.
        let empty = path + "/home/no-history.jsonl"
        if !FileManager.default.fileExists(atPath: empty) { _ = FileManager.default.createFile(atPath: empty, contents: Data()) }
        action.runs = RunOptions(historyFile: empty, label: "run")
        return action.perform()
    }

    func write(_ relative: String, _ bytes: [UInt8]) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path + "/" + relative))
    }

    func read(_ relative: String) -> [UInt8] {
        FileManager.default.contents(atPath: path + "/" + relative).map { [UInt8]($0) } ?? []
    }

    /// Every file below `folder`, hidden ones included, as relative paths, sorted.
    func files(_ folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: path + "/" + folder)?.compactMap { $0 as? String } ?? [])
            .filter { !isDirectory(folder + "/" + $0) }.sorted()
    }

    func isDirectory(_ relative: String) -> Bool {
        var st = stat()
        return lstat(path + "/" + relative, &st) == 0 && st.st_mode & S_IFMT == S_IFDIR
    }

    /// The inode of every page in `sub` (session pages by default) of the site in `folder`, by file name
    /// (not the sessions' runs charts, written afresh by every build as the history grows).
    func pageInodes(_ folder: String, _ sub: String = "sessions") -> [String: UInt64] {
        var out: [String: UInt64] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path + "/" + folder + "/" + sub)) ?? [] where name.hasSuffix(".html") {
            var st = stat()
            if lstat(path + "/" + folder + "/" + sub + "/" + name, &st) == 0 { out[name] = UInt64(st.st_ino) }
        }
        return out
    }

    /// `pageInodes(folder)`, each page also held by a hard link of the test's in `held/`: its
    /// inode number cannot be freed and handed to a page rendered again (ext4 gives a freed
    /// number straight back), so a page with its old number is the old page.
    func heldPageInodes(_ folder: String) throws -> [String: UInt64] {
        let pages = pageInodes(folder)
        try FileManager.default.createDirectory(atPath: path + "/held", withIntermediateDirectories: false)
        for name in pages.keys { link(path + "/" + folder + "/sessions/" + name, path + "/held/" + name) }
        return pages
    }
}

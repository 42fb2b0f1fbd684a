import Foundation

/// A fresh folder for one hardening test (its own cwd and home), removed by `remove()`.
struct Scratch {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "adsight-hardening-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path + "/home", withIntermediateDirectories: true)
    }

    var home: String { path + "/home" }

    func file(_ relative: String, _ text: String) throws {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + relative).map { String(decoding: $0, as: UTF8.self) }
    }

    func exists(_ relative: String) -> Bool {
        var st = stat()
        return lstat(path + "/" + relative, &st) == 0
    }

    /// Entries of a folder, sorted ("" = the scratch folder).
    func list(_ relative: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: relative.isEmpty ? path : path + "/" + relative)) ?? []).sorted()
    }

    /// Every file below a folder, as relative paths, sorted.
    func tree(_ relative: String) -> [String] {
        (FileManager.default.enumerator(atPath: path + "/" + relative)?.compactMap { $0 as? String } ?? []).sorted()
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

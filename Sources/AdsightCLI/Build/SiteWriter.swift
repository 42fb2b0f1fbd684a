import Foundation

/// Writes a built site safely: into a new folder beside `--out`, then swapped in. An
/// existing `--out` is replaced only when it carries adsight's marker file (or is empty);
/// `/`, the home directory and the current directory are refused outright.
struct SiteWriter {
    /// The file that marks a folder as written by `adsight build`.
    static let marker = ".adsight-site"

    let out: String
    let path: String
    let currentDirectory: String
    let homeDirectory: String

    init(out: String, currentDirectory: String, homeDirectory: String) {
        self.out = out
        self.currentDirectory = currentDirectory
        self.homeDirectory = homeDirectory
        let absolute = out.hasPrefix("/") ? out : currentDirectory + "/" + out
        path = URL(fileURLWithPath: absolute).standardizedFileURL.path
    }

    /// `--out` as the user gave it, without a trailing slash, for messages.
    var displayPath: String { out.count > 1 && out.hasSuffix("/") ? String(out.dropLast()) : out }

    /// Why `--out` may not be used, or nil.
    var refusal: String? {
        let norm = { (p: String) in URL(fileURLWithPath: p).standardizedFileURL.path }
        if out.isEmpty { return "--out: an empty path" }
        if path == "/" { return "--out: refusing to write the site over /" }
        if path == norm(homeDirectory) { return "--out: refusing to write the site over the home directory" }
        if path == norm(currentDirectory) { return "--out: refusing to write the site over the current directory" }
        if norm(currentDirectory).hasPrefix(path + "/") { return "--out: refusing to write the site over a folder that contains the current directory" }
        return nil
    }

    /// Writes every file; returns a message on failure (nothing is replaced then).
    func write(_ files: [String: [UInt8]]) -> String? {
        let fm = FileManager.default
        let url = URL(fileURLWithPath: path)
        let parent = url.deletingLastPathComponent()
        let name = url.lastPathComponent
        let pid = ProcessInfo.processInfo.processIdentifier
        let temp = parent.appendingPathComponent(".\(name).adsight-new-\(pid)")
        let old = parent.appendingPathComponent(".\(name).adsight-old-\(pid)")
        do {
            try fm.createDirectory(at: parent, withIntermediateDirectories: true)
            if fm.fileExists(atPath: temp.path) { try fm.removeItem(at: temp) }
            try fm.createDirectory(at: temp, withIntermediateDirectories: false)
            for relative in files.keys.sorted() {
                let target = temp.appendingPathComponent(relative)
                try fm.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(files[relative]!).write(to: target)
            }
            try Data("adsight site: `adsight build` replaces this folder as a whole\n".utf8)
                .write(to: temp.appendingPathComponent(Self.marker))
        } catch {
            try? fm.removeItem(at: temp)
            return "cannot write the site to \(displayPath): \(error.localizedDescription)"
        }
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isDir) {
            let ours = isDir.boolValue && (fm.fileExists(atPath: url.appendingPathComponent(Self.marker).path)
                || ((try? fm.contentsOfDirectory(atPath: path))?.isEmpty ?? false))
            guard ours else {
                try? fm.removeItem(at: temp)
                return "refusing to replace \(displayPath): it exists and was not written by adsight build (no \(Self.marker) file)"
            }
            do {
                try fm.moveItem(at: url, to: old)
                try fm.moveItem(at: temp, to: url)
                try? fm.removeItem(at: old)
            } catch {
                if !fm.fileExists(atPath: path), fm.fileExists(atPath: old.path) { try? fm.moveItem(at: old, to: url) }
                try? fm.removeItem(at: temp)
                return "cannot replace \(displayPath): \(error.localizedDescription)"
            }
        } else {
            do { try fm.moveItem(at: temp, to: url) } catch {
                try? fm.removeItem(at: temp)
                return "cannot create \(displayPath): \(error.localizedDescription)"
            }
        }
        return nil
    }
}

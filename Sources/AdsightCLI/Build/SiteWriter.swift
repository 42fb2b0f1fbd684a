import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a built site safely: into a new folder beside `--out`, then swapped in. An
/// existing `--out` is replaced only when it carries adsight's marker file (or is empty);
/// `/`, the home directory, the current directory, folders containing them or containing
/// an input, the templates or the notes are refused outright.
///
/// Streaming use (`SiteStaging`):
/// ```swift
/// let staging = try SiteWriter.stage(out: "site", inputs: inputs, templates: dir, notes: notes)
/// do { try staging.write("index.html", bytes); ...; try staging.commit() } catch { staging.abort(); throw error }
/// ```
public struct SiteWriter {
    /// The file that marks a folder as written by `adsight build`.
    public static let marker = ".adsight-site"
    /// The marker file's text.
    static let markerText = "adsight site: `adsight build` replaces this folder as a whole\n"

    /// Checks `--out` (see `SiteWriterGuard`), creates its parent folders if needed, removes
    /// staging folders that killed builds left beside it (marked, named after `--out`, their
    /// process gone), and creates a new marked staging folder to write the site into.
    public static func stage(
        out: String, inputs: [String], templates: String?, notes: String? = nil,
        currentDirectory: String = FileManager.default.currentDirectoryPath,
        homeDirectory: String = NSHomeDirectory()
    ) throws(SiteWriterError) -> SiteStaging {
        let target = try SiteWriterGuard(out: out, inputs: inputs, templates: templates, notes: notes,
                                         currentDirectory: currentDirectory, homeDirectory: homeDirectory).check()
        let display = out.count > 1 && out.hasSuffix("/") ? String(out.dropLast()) : out
        let created = try makeParents(target.parent, display: display)
        SiteWriterLeftovers.clean(parent: target.parent, name: target.name)
        let directory = target.parent + (target.parent == "/" ? "" : "/") + SiteWriterLeftovers.stagingName(for: target.name)
        guard mkdir(directory, 0o755) == 0 else {
            throw SiteWriterError(.io, "cannot create a folder beside \(display): \(StagingFiles.lastError())")
        }
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0, StagingFiles.createFile(in: fd, name: marker, bytes: Array(markerText.utf8)) == nil else {
            let error = SiteWriterError(.io, "cannot write into a folder beside \(display): \(StagingFiles.lastError())")
            if fd >= 0 { close(fd) }
            StagingFiles.removeTree(directory)
            throw error
        }
        return SiteStaging(target: target.path, directory: directory, rootFD: fd, displayPath: display, createdParents: created,
                           inspection: target.inspection)
    }

    /// `mkdir -p parent`, returning the folders it created (outermost first).
    private static func makeParents(_ parent: String, display: String) throws(SiteWriterError) -> [String] {
        var missing: [String] = []
        var path = parent
        while StagingFiles.kind(path) == .missing, path != "/" {
            missing.append(path)
            path = SiteWriterPaths.split(path).parent
        }
        var created: [String] = []
        for folder in missing.reversed() {
            guard mkdir(folder, 0o755) == 0 || errno == EEXIST else {
                for made in created.reversed() { rmdir(made) }
                throw SiteWriterError(.io, "cannot create the folder for \(display): \(folder): \(StagingFiles.lastError())")
            }
            created.append(folder)
        }
        return created
    }

    // MARK: - Whole-site writing (the build before streaming)

    let out: String
    let currentDirectory: String
    let homeDirectory: String

    init(out: String, currentDirectory: String, homeDirectory: String) {
        self.out = out
        self.currentDirectory = currentDirectory
        self.homeDirectory = homeDirectory
    }

    /// `--out` as the user gave it, without a trailing slash, for messages.
    var displayPath: String { out.count > 1 && out.hasSuffix("/") ? String(out.dropLast()) : out }

    /// Why `--out` may not be used, or nil (the checks `stage` makes that need no inputs).
    var refusal: String? {
        do throws(SiteWriterError) {
            _ = try SiteWriterGuard(out: out, inputs: [], templates: nil, notes: nil,
                                    currentDirectory: currentDirectory, homeDirectory: homeDirectory).check()
            return nil
        } catch { return error.message }
    }

    /// Writes every file through a staging folder; returns a message on failure (nothing is replaced then).
    func write(_ files: [String: [UInt8]]) -> String? {
        do throws(SiteWriterError) {
            let staging = try Self.stage(out: out, inputs: [], templates: nil,
                                         currentDirectory: currentDirectory, homeDirectory: homeDirectory)
            do throws(SiteWriterError) {
                for relative in files.keys.sorted() { try staging.write(relative, files[relative]!) }
                try staging.commit()
            } catch { staging.abort(); throw error }
            return nil
        } catch { return error.message }
    }
}

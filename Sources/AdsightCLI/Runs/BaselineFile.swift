import AdsightRuns
import AdsightSite
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads `--baseline PATH`: an earlier `summary.json`, or a site folder holding one. The
/// only file system part of a comparison (`AdsightRuns` parses the bytes).
enum BaselineFile {
    /// The baseline (`check`: no digest of its bytes, which only the rebuild cache needs).
    static func load(_ path: String) -> Result<Baseline, BaselineError> { read(path).map(\.0) }

    /// The baseline and a digest of its path and bytes (for the rebuild cache's key).
    static func loadDigested(_ path: String) -> Result<(Baseline, UInt64), BaselineError> {
        read(path).map { baseline, bytes in
            var h = Hash64()
            h.update(path); h.update(bytes)
            return (baseline, h.finish())
        }
    }

    /// Standard error's lines about the baseline ("" without any): `warningLines`.
    static func warnings(_ baseline: Baseline?) -> String {
        warningLines(baseline).map { "warning: \($0)\n" }.joined()
    }

    /// What to warn of in a baseline that was read: the fields its reader dropped, and a
    /// site folder that is one shard's part (its summary holds that part's sessions only, so
    /// every other session would read as new).
    static func warningLines(_ baseline: Baseline?) -> [String] {
        guard let baseline else { return [] }
        var lines = baseline.dropped.map(\.droppedDescription)
        // The site folder given, or the one holding the summary.json given.
        var folder = baseline.path.hasSuffix("/") ? baseline.path : baseline.path + "/"
        if baseline.path.hasSuffix("/summary.json") || baseline.path == "summary.json" { folder = String(baseline.path.dropLast("summary.json".count)) }
        let record = folder + MergeRecord.fileName
        // The folder is an artifact: its record is read only when of a plausible size.
        let size = (try? FileManager.default.attributesOfItem(atPath: record))?[.size] as? Int ?? Int.max
        if size <= HistoryFile.maxSize, let bytes = FileManager.default.contents(atPath: record),
           case .success(let r) = MergeRecord.decode([UInt8](bytes)), r.shard.count > 1 {
            lines.append("\(baseline.path) is the site of shard \(r.shard) only: its sessions are that part's, so the others "
                         + "read as new (compare with the merged site)")
        }
        return lines
    }

    /// The baseline and the bytes it was read from.
    private static func read(_ path: String) -> Result<(Baseline, [UInt8]), BaselineError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(BaselineError(file: path, message: "no such file or folder"))
        }
        let file = isDirectory.boolValue ? (path.hasSuffix("/") ? path : path + "/") + "summary.json" : path
        guard let bytes = contents(file) else {
            return .failure(BaselineError(file: file, message: isDirectory.boolValue ? "the folder holds no readable summary.json" : "cannot be read"))
        }
        return BaselineReader.read(bytes, path: file).map { baseline in
            var baseline = baseline
            baseline.path = path
            return (baseline, bytes)
        }
    }

    /// The file's bytes: a regular file read straight into one array (a summary of 10,000
    /// sessions is ~107 MB: going through `Data` held it twice), anything else (a pipe)
    /// through `FileManager`.
    private static func contents(_ file: String) -> [UInt8]? {
        let fd = open(file, O_RDONLY | O_CLOEXEC)
        if fd >= 0 {
            defer { close(fd) }
            var st = stat()
            if fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG { return OldSite.readAll(fd, size: Int(st.st_size)) }
        }
        return FileManager.default.contents(atPath: file).map { [UInt8]($0) }
    }
}

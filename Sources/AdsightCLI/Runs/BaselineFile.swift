import AdsightRuns
import AdsightSite
import Foundation

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

    /// The baseline and the bytes it was read from.
    private static func read(_ path: String) -> Result<(Baseline, [UInt8]), BaselineError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(BaselineError(file: path, message: "no such file or folder"))
        }
        let file = isDirectory.boolValue ? (path.hasSuffix("/") ? path : path + "/") + "summary.json" : path
        guard let data = FileManager.default.contents(atPath: file) else {
            return .failure(BaselineError(file: file, message: isDirectory.boolValue ? "the folder holds no readable summary.json" : "cannot be read"))
        }
        let bytes = [UInt8](data)
        return BaselineReader.read(bytes, path: file).map { baseline in
            var baseline = baseline
            baseline.path = path
            return (baseline, bytes)
        }
    }
}

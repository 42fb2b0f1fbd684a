import AdsightRuns
import Foundation

/// Reads the earlier runs a build adds to: `--history FILE`, else the `history.jsonl` of
/// the adsight site at `--out` (a rebuild), else none. A history is an artifact, untrusted,
/// and never stops a build: a missing or oversized file is a warning, a bad line is dropped
/// with a warning naming file and line (`History.read`).
enum HistoryFile {
    static let fileName = "history.jsonl"
    /// The largest file read (30 runs of 10,000 failing sessions stay far below).
    static let maxSize = 256 * 1024 * 1024

    /// `site`: `--out` resolved (where the site is); `shown`: `--out` as given (for messages).
    static func read(history: String?, site: String, shown: String) -> History {
        if let history { return read(history) }
        let folder = site.hasSuffix("/") ? site : site + "/"
        guard FileManager.default.fileExists(atPath: folder + SiteWriter.marker),
              FileManager.default.fileExists(atPath: folder + fileName) else { return History() }
        return read(folder + fileName, shown: (shown.hasSuffix("/") ? shown : shown + "/") + fileName)
    }

    /// The history at `path`, named `shown` (else `path`) in warnings.
    static func read(_ path: String, shown: String? = nil) -> History {
        let name = shown ?? path
        // A first run has none yet; a FILE taken for where the history goes is said to be read only.
        guard FileManager.default.fileExists(atPath: path) else {
            return History(warnings: ["\(name): no history read: no such file (--history only reads an earlier run's "
                                      + "history.jsonl; this run's history is the site's history.jsonl)"])
        }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular else {
            return History(warnings: ["\(name): no history read: not a readable file"])
        }
        if let size = attributes[.size] as? Int, size > maxSize {
            return History(warnings: ["\(name): no history read: larger than \(maxSize) bytes"])
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return History(warnings: ["\(name): no history read: cannot be read"])
        }
        return History.read([UInt8](data), file: name)
    }
}

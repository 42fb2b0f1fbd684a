@testable import AdsightCLI
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A scratch folder for one merge test (its own cwd and home): builds shards and whole
/// sites of fixture inputs into it, merges them, and compares trees byte for byte.
struct MergeScratch {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures").path

    let path: String

    init(in base: String = NSTemporaryDirectory()) throws {
        path = (base.hasSuffix("/") ? base : base + "/") + "adsight-merge-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path + "/home", withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// `adsight build INPUTS --out OUT [--shard I/N] [--notes] [--templates]` (paths relative to the scratch folder unless absolute).
    @discardableResult
    func build(_ out: String, inputs: [String], shard: Shard = .whole, notes: String? = nil, templates: String? = nil,
               failOn: FailOn = .error) -> ActionResult {
        var action = BuildAction(options: PipelineOptions(inputs: inputs, notesDirectory: notes, failOn: failOn),
                                 out: absolute(out), templatesDirectory: templates, sourceDateEpoch: nil,
                                 currentDirectory: path, homeDirectory: path + "/home")
        action.shard = shard
        return action.perform()
    }

    /// `adsight merge PARTS --out OUT`.
    func merge(_ parts: [String], out: String, notes: String? = nil, templates: String? = nil, failOn: FailOn = .error) -> ActionResult {
        MergeAction(parts: parts.map(absolute), out: absolute(out), notesDirectory: notes, templatesDirectory: templates, failOn: failOn,
                    sourceDateEpoch: nil, currentDirectory: path, homeDirectory: path + "/home").perform()
    }

    func absolute(_ relative: String) -> String { relative.hasPrefix("/") ? relative : path + "/" + relative }

    /// Every file below `folder`, hidden ones included, relative and sorted, with its bytes.
    func tree(_ folder: String) -> [String: [UInt8]] {
        let root = absolute(folder)
        var out: [String: [UInt8]] = [:]
        for case let name as String in FileManager.default.enumerator(atPath: root) ?? FileManager.default.enumerator(atPath: "/nonexistent")! {
            var st = stat()
            guard lstat(root + "/" + name, &st) == 0, st.st_mode & S_IFMT != S_IFDIR else { continue }
            out[name] = FileManager.default.contents(atPath: root + "/" + name).map { [UInt8]($0) } ?? []
        }
        return out
    }

    /// The files in which two trees differ (missing on either side, or other bytes), sorted.
    func differences(_ a: String, _ b: String) -> [String] {
        let x = tree(a), y = tree(b)
        return Set(x.keys).union(y.keys).filter { x[$0] != y[$0] }.sorted()
    }

    /// The entries of the scratch folder (to see that a refused merge left nothing beside --out).
    func entries() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }

    func inode(_ relative: String) -> UInt64 {
        var st = stat()
        return lstat(absolute(relative), &st) == 0 ? UInt64(st.st_ino) : 0
    }

    /// The part's merge record and cache rewritten by `change` (the cache re-keyed to the
    /// record's key parts and checksummed again), as a forged artifact would be.
    func forge(_ part: String, _ change: (inout MergeRecord, inout BuildCache) -> Void) throws {
        let root = absolute(part)
        let recordBytes = [UInt8](FileManager.default.contents(atPath: root + "/" + MergeRecord.fileName)!)
        let cacheBytes = [UInt8](FileManager.default.contents(atPath: root + "/" + BuildCache.fileName)!)
        guard case .success(var record) = MergeRecord.decode(recordBytes), var cache = BuildCache.decode(cacheBytes, key: nil) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        change(&record, &cache)
        cache.key = BuildCacheKey.make(record.key)
        try Data(record.encode()).write(to: URL(fileURLWithPath: root + "/" + MergeRecord.fileName))
        try Data(cache.encode()).write(to: URL(fileURLWithPath: root + "/" + BuildCache.fileName))
    }
}

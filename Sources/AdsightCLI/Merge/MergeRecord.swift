import AdsightJSON
import AdsightSite

/// What `adsight merge` needs of a site beyond its pages and cache, kept in every site as
/// `.adsight-merge` (JSON, documented in docs/merge.md; listed in the marker like every
/// file adsight writes). Its bytes depend only on the inputs and settings, so the shards of
/// one input set merged write the very record one build of them writes.
struct MergeRecord: Sendable, Equatable {
    static let fileName = ".adsight-merge"
    static let format = "adsight-merge/1"

    /// The key's parts the site was built under (`BuildKeyParts`).
    var key: BuildKeyParts
    /// A hash of every input path of the whole input set, in input order (`inputSet(_:)`).
    var inputs: UInt64
    /// How many inputs the whole input set has.
    var inputCount: Int
    var shard: Shard
    /// The inputs the build could not use (the same in every shard of one input set).
    var inputErrors: [String]
    /// Each session's position in the whole input set, parallel to the cache's entries.
    var sessions: InputPositions

    /// The identity of the input set a merge of `count` other input sets makes (each added in order).
    static func inputSetHasher(_ count: Int) -> Hash64 {
        var h = Hash64()
        h.update("adsight merged inputs \(count)")
        return h
    }

    /// The identity of an input set: its paths as given, in order (read one at a time).
    static func inputSet<Paths: Collection<String>>(_ paths: Paths) -> UInt64 {
        var h = Hash64()
        h.update("adsight inputs \(paths.count)")
        for path in paths { h.update(UInt64(path.utf8.count)); h.update(path) }
        return h.finish()
    }

    func encode() -> [UInt8] {
        var w = JSONWriter()
        w.beginObject()
        w.key("format"); w.string(Self.format)
        w.key("binary"); w.string(Self.hex(key.binary))
        w.key("notes"); w.string(Self.hex(key.notes))
        w.key("templates"); w.string(Self.hex(key.templates))
        w.key("options"); w.string(Self.hex(key.options))
        w.key("inputs"); w.string(Self.hex(inputs))
        w.key("inputCount"); w.int(inputCount)
        w.key("shard"); w.string(shard.description)
        w.key("inputErrors"); w.beginArray(); for e in inputErrors { w.string(e) }; w.endArray()
        w.key("sessions"); w.beginArray(); for s in sessions { w.int(s) }; w.endArray()
        w.endObject()
        return w.bytes + [0x0A]
    }

    /// The record in `bytes`, or why it is not one (another format version, a missing or
    /// malformed field, positions out of range or repeated).
    static func decode(_ bytes: [UInt8]) -> Result<MergeRecord, MergeRefusal.Reason> {
        guard let root = try? JSONParser.parse(bytes).root, root.kind == .object else { return .failure(.malformed("not JSON")) }
        guard let format = root["format"]?.string else { return .failure(.malformed("no format")) }
        guard format == Self.format else { return .failure(.otherFormat(format)) }
        func word(_ name: String) -> UInt64? { root[name]?.string.flatMap { $0.utf8.count == 16 ? UInt64($0, radix: 16) : nil } }
        guard let binary = word("binary"), let notes = word("notes"), let templates = word("templates"),
              let options = word("options"), let inputs = word("inputs") else { return .failure(.malformed("a hash field")) }
        guard let count = root["inputCount"]?.int, count >= 0 else { return .failure(.malformed("inputCount")) }
        guard let shard = root["shard"]?.string.flatMap(Shard.init(argument:)) else { return .failure(.malformed("shard")) }
        guard let errors = root["inputErrors"], errors.kind == .array else { return .failure(.malformed("inputErrors")) }
        var inputErrors: [String] = []
        for e in errors.elements { guard let s = e.string else { return .failure(.malformed("inputErrors")) }; inputErrors.append(s) }
        guard let list = root["sessions"], list.kind == .array else { return .failure(.malformed("sessions")) }
        var sessions: [Int] = []
        sessions.reserveCapacity(list.count)
        var seen = Set<Int>()
        for s in list.elements {
            guard let i = s.int, i >= 0, i < count, seen.insert(i).inserted else { return .failure(.malformed("sessions")) }
            sessions.append(i)
        }
        return .success(MergeRecord(key: BuildKeyParts(binary: binary, notes: notes, templates: templates, options: options),
                                    inputs: inputs, inputCount: count, shard: shard, inputErrors: inputErrors, sessions: InputPositions(sessions)))
    }

    static func hex(_ v: UInt64) -> String {
        let digits = String(v, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

@testable import AdsightCLI
import Foundation
import Testing

/// The merge record written in pieces (its list of sessions through a scratch file) against
/// the plain form, `encode()`: the same bytes, and a record that decodes to itself.
struct MergeRecordTests {
    static let records: [MergeRecord] = [
        InputPositions(every: 0), InputPositions(every: 5), InputPositions(every: 30_000),
        InputPositions([3, 1, 7]), InputPositions(Array(stride(from: 0, to: 40_000, by: 3))),
    ].enumerated().map { k, sessions in
        MergeRecord(key: BuildKeyParts(binary: 1, notes: 2, templates: 3, options: UInt64(k)), inputs: 0xFEED,
                    inputCount: max(40_000, sessions.count), shard: k == 3 ? Shard(index: 2, count: 3) : .whole,
                    inputErrors: k == 4 ? ["bad \"x\".jsonl: not a session file"] : [], sessions: sessions)
    }

    @Test(arguments: records)
    func piecesAreTheEncodedBytes(_ record: MergeRecord) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("merge-record-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (head, body, tail) = record.pieces(through: Spool(in: folder))
        let bytes = try head + #require(body.read(from: 0, to: body.size)) + tail
        #expect(bytes == record.encode())
        #expect(try MergeRecord.decode(bytes).get() == record)
    }
}

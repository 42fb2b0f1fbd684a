@testable import AdsightCLI
import Testing

/// A build's inputs with their paths spooled to a scratch file (`InputList.spooled`) are the
/// inputs as found, in order, with the sessions held in memory after them; a subset of them
/// too (a shard's).
@Suite struct InputListTests {
    static let cases: [(files: Int, memory: Int)] = [(0, 0), (0, 2), (1, 0), (70, 1), (3000, 3)]

    @Test(arguments: cases)
    func spooledInputsAreTheInputs(files: Int, memory: Int) throws {
        let temp = try TempDirectory()
        defer { temp.remove() }
        let paths = (0..<files).map { "/data/night/\($0 % 7)/caf\u{E9}-\($0)" + String(repeating: "x", count: $0 % 40) + ".jsonl" }
        var list = InputList(files: PackedStrings(paths))
        for k in 0..<memory { list.append(.memory("recordings/\(k).jsonl", Array("{}\n".utf8))) }
        let spooled = list.spooled(in: temp.path)
        #expect(spooled.map(\.path) == list.map(\.path))
        #expect(spooled.count == files + memory)
        #expect(!spooled.readBackShort)
        let positions = Array(stride(from: 0, to: list.count, by: 3))
        #expect(spooled.subset(positions).map(\.path) == positions.map { list[$0].path })
    }
}

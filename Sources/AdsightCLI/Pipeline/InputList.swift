/// A run's inputs in input order: the session files found (their paths in a `PackedStrings`),
/// then the sessions held in memory (the bundled default, simulated scenarios). A build
/// keeps it from start to end, so a file input costs its path's bytes, not a value each.
public struct InputList: RandomAccessCollection, Sendable {
    private var files: PackedStrings
    private var memory: [PipelineSource]

    /// The files `files`, then `memory` (sessions held in memory).
    init(files: PackedStrings = PackedStrings(), memory: [PipelineSource] = []) {
        self.files = files; self.memory = memory
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { files.count + memory.count }

    /// Input `i`: a file's source made from its path, or the session held in memory.
    public subscript(i: Int) -> PipelineSource {
        i < files.count ? .file(files[i]) : memory[i - files.count]
    }

    /// Appends a session held in memory.
    mutating func append(_ source: PipelineSource) {
        memory.append(source)
    }

    /// The inputs at `positions` (ascending), in order.
    func subset(_ positions: [Int]) -> InputList {
        precondition(zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 }, "positions must ascend")
        var out = InputList()
        for i in positions {
            if i < files.count { out.files.append(files[i]) } else { out.memory.append(memory[i - files.count]) }
        }
        return out
    }
}

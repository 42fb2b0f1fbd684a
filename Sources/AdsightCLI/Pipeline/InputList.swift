/// A run's inputs in input order: the session files found (their paths in a `PackedStrings`,
/// or once a build has a staging folder in a `SpooledStrings` there), then the sessions held
/// in memory (the bundled default, simulated scenarios). A build keeps it from start to end,
/// so a file input costs its path's bytes, or, spooled, where the path ends in the scratch file.
public struct InputList: RandomAccessCollection, Sendable {
    private var files: PackedStrings
    /// The files' paths when spooled (`files` is then empty).
    private var spool: SpooledStrings?
    private var memory: [PipelineSource]

    /// The files `files`, then `memory` (sessions held in memory).
    init(files: PackedStrings = PackedStrings(), memory: [PipelineSource] = []) {
        self.files = files; self.memory = memory
    }

    private var fileCount: Int { spool?.count ?? files.count }

    public var startIndex: Int { 0 }
    public var endIndex: Int { fileCount + memory.count }

    /// Input `i`: a file's source made from its path, or the session held in memory.
    public subscript(i: Int) -> PipelineSource {
        guard i < fileCount else { return memory[i - fileCount] }
        return .file(spool?[i] ?? files[i])
    }

    /// Appends a session held in memory.
    mutating func append(_ source: PipelineSource) {
        memory.append(source)
    }

    /// The same inputs, the files' paths moved to a scratch file in `folder` (the build's
    /// staging folder): a path is then read back when its input is asked for.
    func spooled(in folder: String) -> InputList {
        guard spool == nil else { return self }
        var out = InputList(memory: memory)
        out.spool = SpooledStrings(files, in: folder)
        return out
    }

    /// Whether a spooled path read back short: the inputs named from it are not the ones
    /// found, so nothing made from them may be committed.
    var readBackShort: Bool { spool?.readBackShort ?? false }

    /// The inputs at `positions` (ascending), in order.
    func subset(_ positions: [Int]) -> InputList {
        precondition(zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 }, "positions must ascend")
        var out = InputList()
        for i in positions {
            if i < fileCount { out.files.append(self[i].path) } else { out.memory.append(memory[i - fileCount]) }
        }
        return out
    }
}

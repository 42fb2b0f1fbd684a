import AdsightMarkdown

/// Turns a ```` ```session ... ```` block into a `NoteExample`, resolving `file=NAME`
/// against the files beside the note.
struct ExampleParser {
    let file: String
    /// Files beside the note, by path.
    let siblings: [String: [UInt8]]

    func parse(_ block: CodeBlock, fenceLine: Int) throws(NoteError) -> NoteExample {
        var expectation: NoteExample.Expectation?
        var pinned: [Int]?
        var fileName: String?
        for argument in block.arguments {
            if let value = NoteExample.Expectation(rawValue: argument) {
                guard expectation == nil else { throw error(fenceLine, "a session example is either must-pass or must-fail") }
                expectation = value
            } else if argument.hasPrefix("lines=") {
                let numbers = argument.dropFirst(6).split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
                guard !numbers.isEmpty, numbers.allSatisfy({ ($0 ?? 0) >= 1 }) else {
                    throw error(fenceLine, "`\(argument)`: lines= takes 1-based line numbers separated by commas")
                }
                pinned = numbers.compactMap { $0 }
            } else if argument.hasPrefix("file=") {
                fileName = String(argument.dropFirst(5))
            } else {
                throw error(fenceLine, "unknown session-example argument `\(argument)` (known: must-pass, must-fail, lines=, file=)")
            }
        }
        guard let expectation else { throw error(fenceLine, "a session example needs must-pass or must-fail") }
        if pinned != nil, expectation == .mustPass { throw error(fenceLine, "lines= pins evidence of a must-fail example only") }
        var session = block.literal
        if let fileName {
            guard !fileName.isEmpty, !fileName.contains("/"), !fileName.hasPrefix(".") else {
                throw error(fenceLine, "file=\(fileName): name a file in the note's own folder")
            }
            guard let bytes = siblings[Self.sibling(of: file, named: fileName)] else {
                throw error(fenceLine, "file=\(fileName): no such file beside the note")
            }
            session = String(decoding: bytes, as: UTF8.self)
        }
        return NoteExample(expectation: expectation, session: session, line: fenceLine, pinnedLines: pinned, fileName: fileName)
    }

    /// The path of `name` in the folder of `path`.
    static func sibling(of path: String, named name: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return name }
        return String(path[...slash]) + name
    }

    private func error(_ line: Int, _ message: String) -> NoteError {
        NoteError(file: file, line: line, column: 1, message: message)
    }
}

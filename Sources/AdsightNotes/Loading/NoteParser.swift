import AdsightMarkdown

/// Parses one note file into a `Note`: front matter, Markdown, check blocks, examples.
struct NoteParser {
    /// The largest note accepted (64 KiB, the Markdown cap).
    static let maximumBytes = Markdown.maximumInputBytes

    let siblings: [String: [UInt8]]

    func parse(_ noteFile: NoteFile, isDefault: Bool) throws(NoteError) -> Note {
        let file = noteFile.path
        guard noteFile.bytes.count <= Self.maximumBytes else {
            throw NoteError(file: file, line: 1, column: 1, message: "the note is \(noteFile.bytes.count) bytes; at most \(Self.maximumBytes) (64 KiB) are accepted (CVE-2023-22486)")
        }
        guard let text = String(validating: noteFile.bytes, as: UTF8.self) else {
            throw NoteError(file: file, line: 1, column: 1, message: "the note is not valid UTF-8")
        }
        let split = try NoteSplit.split(text, file: file)
        let front = try FrontMatterParser(file: file, firstLine: split.yamlLine).parse(split.yaml)
        let offset = split.bodyLine - 1
        let blocks: [CodeBlock]
        let html: String
        let fix: String?
        do {
            let parts = try Markdown.parts(split.body, paragraphUnder: "Fix")
            blocks = parts.codeBlocks
            html = parts.html
            fix = parts.paragraph.map(Markdown.firstSentence)
        } catch {
            throw NoteError(file: file, line: 1, column: 1, message: error.description)
        }
        var checks: [CheckSource] = []
        var examples: [NoteExample] = []
        let exampleParser = ExampleParser(file: file, siblings: siblings)
        for block in blocks where block.isFenced {
            switch block.language {
            case "check":
                checks.append(CheckSource(text: block.literal, line: block.contentLine + offset))
            case "session":
                examples.append(try exampleParser.parse(block, fenceLine: block.line + offset))
            default:
                continue
            }
        }
        guard !checks.isEmpty else {
            throw NoteError(file: file, line: split.bodyLine, column: 1, message: "the note has no ```check block")
        }
        let program = try CheckCompiler(file: file).compile(checks)
        return Note(
            id: front.id, title: front.title, severity: front.severity, appliesTo: front.appliesTo,
            sources: front.sources, body: split.body, bodyLine: split.bodyLine, html: html, fix: fix,
            checks: checks, program: program, examples: examples, file: file, isDefault: isDefault
        )
    }
}

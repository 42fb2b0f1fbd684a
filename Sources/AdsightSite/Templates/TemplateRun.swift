/// Runs a `TemplateProgram` over `TemplateValue`s, writing bytes: the same output as
/// swift-mustache's `MustacheTemplate.render` (Template+Render.swift) gives for the same
/// parse and the same data, step for step:
///
/// - a variable is looked up as `getChild` does: `.` is the current object; a leading `.`
///   looks in the current object only; otherwise the first object up the stack that has
///   the first name, then the rest of the names from there. Only fields (and a table's
///   rows) have children
///   (Mustache's Mirror finds no labelled child in a String, number, flag or list).
/// - `{{x}}` writes `String(describing:)` of a text, number or flag, escaped by the
///   content type in force; `{{{x}}}` unescaped; nothing when not found.
/// - a section over a list renders once per element with it pushed; over `true` once
///   with nothing pushed; over `false` or nothing not at all; over anything else once
///   with it pushed. An inverted section renders when the value is missing, `false` or
///   an empty list (which it pushes).
/// - a partial renders with the content type reset (Mustache's HTML until its pragma) and
///   its indentation appended to the current one; while an indentation is in force, a
///   token's non-empty output that follows a line feed (the output of the template being
///   rendered so far ends in "\n" as a Character) is preceded by the indentation.
///
/// Anything else (a list or fields written as text, Mustache's own HTML escaping, a
/// template that did not compile) stops the run: `render` returns nil and the caller
/// renders through Mustache instead.
struct TemplateRun {
    /// Every template of the library by name: its program, or nil when it did not compile.
    let programs: [String: TemplateProgram?]
    /// The page: written straight into the array returned (no copy of the page at the end).
    private(set) var out: [UInt8] = []
    private var stack: [TemplateValue] = []

    init(programs: [String: TemplateProgram?]) { self.programs = programs }

    /// The page template `name` rendered over `root`, or nil when it must go through Mustache.
    static func render(_ name: String, _ root: TemplateValue, programs: [String: TemplateProgram?], capacity: Int) -> [UInt8]? {
        guard let entry = programs[name], let program = entry else { return nil }
        var run = TemplateRun(programs: programs)
        run.out.reserveCapacity(capacity)
        run.stack = [root]
        guard run.run(program, indentation: nil) else { return nil }
        return run.out
    }

    /// Renders one template (a page or a partial) from a fresh start.
    private mutating func run(_ program: TemplateProgram, indentation: String?) -> Bool {
        var content = TemplateProgram.Content.other
        return run(program, 0..<program.ops.count, indentation: indentation, content: &content)
    }

    /// Renders `program.ops[range]` (a template or a section's body). A section and its
    /// body are one step here, as one token of the template.
    private mutating func run(_ program: TemplateProgram, _ range: Range<Int>, indentation: String?,
                              content: inout TemplateProgram.Content) -> Bool {
        let start = out.count
        let indent = indentation.flatMap { $0.isEmpty ? nil : Array($0.utf8) }
        var i = range.lowerBound
        while i < range.upperBound {
            let before = out.count
            let atLineStart = indent != nil && endsWithLineFeed(since: start)
            let next: Int
            switch program.ops[i] {
            case .section(_, let end), .inverted(_, let end): next = end
            default: next = i + 1
            }
            guard step(program, i, indentation: indentation, content: &content) else { return false }
            if atLineStart, let indent, out.count > before { out.insert(contentsOf: indent, at: before) }
            i = next
        }
        return true
    }

    /// Whether the output since `start` ends with the Character "\n" (not "\r\n").
    private func endsWithLineFeed(since start: Int) -> Bool {
        out.withUnsafeBufferPointer { b in
            let n = b.count - start
            guard n > 0, b[b.count - 1] == 0x0A else { return false }
            return n == 1 || b[b.count - 2] != 0x0D
        }
    }

    /// Runs `program.ops[i]` (with its body, for a section).
    private mutating func step(_ program: TemplateProgram, _ i: Int, indentation: String?, content: inout TemplateProgram.Content) -> Bool {
        switch program.ops[i] {
        case .text(let range):
            out.append(contentsOf: UnsafeBufferPointer(rebasing: program.bytes[range]))
        case .content(let c):
            content = c
        case .value(let path, let escaped):
            guard let value = lookup(program.paths.baseAddress! + path) else { return true }
            return write(value, escape: escaped ? content : .text)
        case .section(let path, let end):
            let body = i + 1 ..< end
            switch lookup(program.paths.baseAddress! + path) {
            case nil, .flag(false)?:
                return true
            case .flag(true)?:
                var inner = content
                return run(program, body, indentation: indentation, content: &inner)
            case .list(let items)?:
                for item in items {
                    guard within(item, { $0.runSection(program, body, indentation: indentation, content: content) }) else { return false }
                }
            case .table(let table)?:
                for row in 0..<table.rowCount {
                    guard within(.row(table, row), { $0.runSection(program, body, indentation: indentation, content: content) }) else { return false }
                }
            case let value?:
                return within(value) { $0.runSection(program, body, indentation: indentation, content: content) }
            }
        case .inverted(let path, let end):
            let body = i + 1 ..< end
            switch lookup(program.paths.baseAddress! + path) {
            case nil, .flag(false)?:
                return runSection(program, body, indentation: indentation, content: content)
            case .list(let items)? where items.isEmpty:
                return within(.list(items)) { $0.runSection(program, body, indentation: indentation, content: content) }
            case .table(let table)? where table.rowCount == 0:
                return within(.table(table)) { $0.runSection(program, body, indentation: indentation, content: content) }
            default:
                return true
            }
        case .partial(let k):
            let partial = program.partials[k]
            guard let entry = programs[partial.name] else { return true }   // Mustache renders a missing partial as nothing
            guard let inner = entry else { return false }
            let combined = partial.indentation.map { (indentation ?? "") + $0 } ?? indentation
            return run(inner, indentation: combined)
        }
        return true
    }

    private mutating func runSection(_ program: TemplateProgram, _ body: Range<Int>, indentation: String?,
                                     content: TemplateProgram.Content) -> Bool {
        var inner = content
        return run(program, body, indentation: indentation, content: &inner)
    }

    /// Runs `body` with `value` pushed on the context stack.
    private mutating func within(_ value: TemplateValue, _ body: (inout TemplateRun) -> Bool) -> Bool {
        stack.append(value)
        defer { stack.removeLast() }
        return body(&self)
    }

    private mutating func write(_ value: TemplateValue, escape: TemplateProgram.Content) -> Bool {
        switch (value, escape) {
        case (.text(let s), .text): Markup.withUTF8(s) { out.append(contentsOf: $0) }
        case (.text(let s), .site): Markup.withUTF8(s) { Markup.escape(utf8: $0, into: &out) }
        case (.cell(let t, let i), .text): t.withBytes(ofCell: i) { out.append(contentsOf: $0) }
        case (.cell(let t, let i), .site): t.withBytes(ofCell: i) { Markup.escape(utf8: $0, into: &out) }
        case (.markup(let h), .text): h.withBytes { out.append(contentsOf: $0) }
        case (.markup(let h), .site): h.withBytes { Markup.escape(utf8: $0, into: &out) }
        case (.number(let n), .text), (.number(let n), .site): out.append(contentsOf: String(n).utf8)
        case (.flag(let b), .text), (.flag(let b), .site): out.append(contentsOf: (b ? "true" : "false").utf8)
        default: return false
        }
        return true
    }

    /// The value `path` names (read in place: no copy of the path or of the stack's values).
    private func lookup(_ path: UnsafePointer<TemplateProgram.Path>) -> TemplateValue? {
        stack.withUnsafeBufferPointer { stack -> TemplateValue? in
            guard let top = stack.baseAddress.map({ $0 + stack.count - 1 }), !stack.isEmpty else { return nil }
            if path.pointee.isCurrent { return top.pointee }
            return path.pointee.names.withUnsafeBufferPointer { names -> TemplateValue? in
                if path.pointee.currentOnly { return Self.descend(top, names[...]) }
                guard !names.isEmpty else { return top.pointee }
                var k = stack.count - 1
                while k >= 0 {
                    if let child = Self.child(names[0], of: stack.baseAddress! + k) {
                        return names.count == 1 ? child : Self.descend(child, names.dropFirst())
                    }
                    k -= 1
                }
                return nil
            }
        }
    }

    private static func descend(_ object: UnsafePointer<TemplateValue>, _ names: Slice<UnsafeBufferPointer<String>>) -> TemplateValue? {
        guard let first = names.first else { return object.pointee }
        guard let child = child(first, of: object) else { return nil }
        return descend(child, names.dropFirst())
    }

    private static func descend(_ object: TemplateValue, _ names: Slice<UnsafeBufferPointer<String>>) -> TemplateValue? {
        var object = object
        for name in names {
            guard let child = withUnsafePointer(to: object, { child(name, of: $0) }) else { return nil }
            object = child
        }
        return object
    }

    private static func child(_ name: String, of object: UnsafePointer<TemplateValue>) -> TemplateValue? {
        switch object.pointee {
        case .fields(let d): return d[name]
        case .row(let t, let r): return t.cell(r, named: name).map { .cell(t, $0) }
        default: return nil
        }
    }
}

import AdsightJSON

/// Reads the fields of one JSON object on one line, collecting diagnostics at the
/// column of the offending key or value.
struct LineContext {
    let line: Int
    let document: JSONDocument
    var errors: [SessionDiagnostic] = []

    init(line: Int, document: JSONDocument) {
        self.line = line; self.document = document
    }

    func column(of value: JSONValue) -> Int { document.position(of: value.offset).column }

    mutating func error(at value: JSONValue, _ message: String) {
        errors.append(SessionDiagnostic(line: line, column: column(of: value), message: message))
    }

    /// A value's text for messages: strings quoted, others as written (shortened).
    func shown(_ value: JSONValue) -> String {
        if value.kind == .string, let s = value.string { return quote(s) }
        let raw = String(decoding: value.rawBytes.prefix(40), as: UTF8.self)
        return value.rawBytes.count > 40 ? raw + "…" : raw
    }

    func quote(_ s: String) -> String {
        let short = s.unicodeScalars.count > 60 ? String(String.UnicodeScalarView(s.unicodeScalars.prefix(60))) + "…" : s
        return JSONWriter.quoted(short)
    }

    /// Lists allowed strings as `"a", "b" or "c"`.
    static func list(_ allowed: [String]) -> String {
        let quoted = allowed.map { "\"\($0)\"" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
    }
}

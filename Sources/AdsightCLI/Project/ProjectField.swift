import Yams

/// One node of a project file, with typed readers that fail with a `ProjectFileError` at
/// the node's line and column.
struct ProjectField {
    let node: Node
    let file: String

    var line: Int { node.mark?.line ?? 1 }
    var column: Int { node.mark?.column ?? 1 }

    func error(_ message: String) -> ProjectFileError {
        ProjectFileError(file: file, line: line, column: column, message: message)
    }

    /// The mapping's fields by key, after rejecting keys not in `allowed` and duplicates.
    func mapping(allowed: [String]) throws(ProjectFileError) -> [String: ProjectField] {
        guard let map = node.mapping else { throw error("must be a mapping with the keys \(allowed.joined(separator: ", "))") }
        var out: [String: ProjectField] = [:]
        for (keyNode, value) in map {
            let key = keyNode.string ?? "", keyField = ProjectField(node: keyNode, file: file)
            guard allowed.contains(key) else { throw keyField.error("unknown key \"\(key)\"; allowed here: \(allowed.joined(separator: ", "))") }
            guard out[key] == nil else { throw keyField.error("key \"\(key)\" given twice") }
            out[key] = ProjectField(node: value, file: file)
        }
        return out
    }

    func string() throws(ProjectFileError) -> String {
        guard let s = node.scalar?.string, !s.isEmpty else { throw error("must be a text value") }
        return s
    }

    func list() throws(ProjectFileError) -> [ProjectField] {
        guard let seq = node.sequence else { throw error("must be a list") }
        return seq.map { ProjectField(node: $0, file: file) }
    }

    /// A whole number from 0 to 1,000,000,000.
    func count() throws(ProjectFileError) -> Int {
        guard let s = node.scalar?.string, let n = Int(s), (0...1_000_000_000).contains(n) else {
            throw error("must be a whole number from 0 to 1000000000")
        }
        return n
    }

    /// A day as `YYYY-MM-DD`.
    func date() throws(ProjectFileError) -> String {
        let s = try string()
        let parts = s.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let month = Int(parts[1]), let day = Int(parts[2]), (1...12).contains(month), (1...31).contains(day) else {
            throw error("must be a date as YYYY-MM-DD (the last day the suppression holds)")
        }
        return s
    }

    /// One of `allowed` (by raw value).
    func choice<T: RawRepresentable>(_ allowed: [T]) throws(ProjectFileError) -> T where T.RawValue == String {
        let s = try string()
        guard let v = allowed.first(where: { $0.rawValue == s }) else {
            throw error("\"\(s)\" is not allowed; use one of: \(allowed.map(\.rawValue).joined(separator: ", "))")
        }
        return v
    }
}

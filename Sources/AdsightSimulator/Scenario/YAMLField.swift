import Yams

/// One node of a scenario file with its dotted path, and typed readers that fail with
/// a `ScenarioError` naming the file, line, column, field and what is allowed.
struct YAMLField {
    let node: Node
    let path: String
    let file: String

    func error(_ message: String) -> ScenarioError {
        ScenarioError(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1, field: path, message: message)
    }

    /// The mapping's fields by key, after rejecting keys not in `allowed` and duplicates.
    func mapping(allowed: [String]) throws(ScenarioError) -> [String: YAMLField] {
        guard let map = node.mapping else { throw error("must be a mapping with the keys \(allowed.joined(separator: ", "))") }
        var out: [String: YAMLField] = [:]
        for (keyNode, value) in map {
            let key = keyNode.string ?? ""
            let child = YAMLField(node: value, path: path.isEmpty ? key : path + "." + key, file: file)
            let keyField = YAMLField(node: keyNode, path: child.path, file: file)
            guard allowed.contains(key) else {
                throw keyField.error("unknown key \"\(key)\"; allowed here: \(allowed.joined(separator: ", "))")
            }
            guard out[key] == nil else { throw keyField.error("key \"\(key)\" given twice") }
            out[key] = child
        }
        return out
    }

    func string() throws(ScenarioError) -> String {
        guard let s = node.scalar?.string else { throw error("must be a text value") }
        return s
    }

    func number(in range: ClosedRange<Double>) throws(ScenarioError) -> Double {
        guard let text = node.scalar?.string, let x = Double(text), x.isFinite, range.contains(x) else {
            throw error("must be a number from \(format(range.lowerBound)) to \(format(range.upperBound))")
        }
        return x
    }

    /// A chance from 0 to 1, as parts per million.
    func chance() throws(ScenarioError) -> Int { Int((try number(in: 0...1) * 1_000_000).rounded()) }

    /// Seconds as one number or `[low, high]`, each within `limit`.
    func seconds(limit: ClosedRange<Double> = 0...86_400) throws(ScenarioError) -> MillisRange {
        if node.scalar != nil { let x = try number(in: limit); return MillisRange(seconds: x, x) }
        guard let seq = node.sequence, seq.count == 2 else {
            throw error("must be seconds: a number or [low, high], from \(format(limit.lowerBound)) to \(format(limit.upperBound))")
        }
        let items = seq.map { YAMLField(node: $0, path: path, file: file) }
        let low = try items[0].number(in: limit), high = try items[1].number(in: limit)
        guard low <= high else { throw error("[low, high] needs low ≤ high") }
        return MillisRange(seconds: low, high)
    }

    /// One of `allowed` (by raw value).
    func choice<T: RawRepresentable>(_ allowed: [T]) throws(ScenarioError) -> T where T.RawValue == String {
        let s = try string()
        guard let v = allowed.first(where: { $0.rawValue == s }) else {
            throw error("\"\(s)\" is not allowed; use one of: \(allowed.map(\.rawValue).joined(separator: ", "))")
        }
        return v
    }

    /// A sequence of fields (a single scalar is not accepted).
    func list() throws(ScenarioError) -> [YAMLField] {
        guard let seq = node.sequence else { throw error("must be a list ([a, b])") }
        return seq.map { YAMLField(node: $0, path: path, file: file) }
    }

    private func format(_ x: Double) -> String {
        x == x.rounded() ? String(Int(x)) : String(x)
    }
}

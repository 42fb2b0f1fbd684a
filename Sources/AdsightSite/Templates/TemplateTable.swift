/// Rows of text fields with the same names (a note page's sessions), kept as UTF-8 in one
/// buffer: a row allocates nothing of its own and a template writes a field from where it
/// lies. To a template, `.table` is a list of fields (`.row`) whose values are texts or,
/// in the columns named as numbers, numbers (`.cell`).
final class TemplateTable {
    /// The field names, in the order each row's cells are appended.
    let names: [String]
    @exclusivity(unchecked) private var bytes: [UInt8] = []   // no dynamic access checks: written by `append` only
    /// Per cell, row by row: its start and end in `bytes`; nil when the row has no such field.
    @exclusivity(unchecked) private var cells: [Range<Int>?] = []

    /// The columns whose cells are numbers (written as their decimal text; Mustache is given an `Int`).
    private let numeric: [Bool]

    init(names: [String], numbers: Set<String> = [], rowCapacity: Int = 0, byteCapacity: Int = 0) {
        self.names = names
        numeric = names.map(numbers.contains)
        cells.reserveCapacity(rowCapacity * names.count)
        bytes.reserveCapacity(byteCapacity)
    }

    /// How many rows were appended.
    var rowCount: Int { cells.count / names.count }

    /// Appends the next cell: the texts one after the other.
    func append(_ texts: String...) {
        let start = bytes.count
        for text in texts { bytes.append(contentsOf: text.utf8) }
        cells.append(start..<bytes.count)
    }

    /// Appends the next cell: a text (`append(_: String...)` without an array per call).
    func append(_ text: String) {
        let start = bytes.count
        bytes.append(contentsOf: text.utf8)
        cells.append(start..<bytes.count)
    }

    /// Appends the next cell: two texts, one after the other.
    func append(_ a: String, _ b: String) {
        let start = bytes.count
        bytes.append(contentsOf: a.utf8)
        bytes.append(contentsOf: b.utf8)
        cells.append(start..<bytes.count)
    }

    /// Appends the next cell: a number (its column must be one of `numbers`).
    func append(number: Int) {
        precondition(numeric[cells.count % names.count], "a number in a text column")
        append(String(number))
    }

    /// Appends the next cell as missing: the row has no such field.
    func appendMissing() { cells.append(nil) }

    /// The cell of `row` named `name` (its index, for `bytes(_:)`), or nil when there is no such field.
    func cell(_ row: Int, named name: String) -> Int? {
        for column in names.indices where names[column] == name {
            let index = row * names.count + column
            return cells[index] == nil ? nil : index
        }
        return nil
    }

    /// Calls `body` with the UTF-8 of cell `index`.
    func withBytes<R>(ofCell index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let range = cells[index] ?? 0..<0
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Cell `index` as a String.
    func text(ofCell index: Int) -> String { withBytes(ofCell: index) { String(decoding: $0, as: UTF8.self) } }

    /// Whether cell `index` is in a numeric column.
    func isNumber(cell index: Int) -> Bool { numeric[index % names.count] }

    /// Cell `index` as the value it stands for: `.number` in a numeric column, else `.text`.
    func value(ofCell index: Int) -> TemplateValue {
        let text = text(ofCell: index)
        if isNumber(cell: index), let n = Int(text) { return .number(n) }
        return .text(text)
    }

    /// Row `row` as `.fields` would hold it.
    func fields(ofRow row: Int) -> [String: TemplateValue] {
        var d: [String: TemplateValue] = [:]
        for column in names.indices where cells[row * names.count + column] != nil {
            d[names[column]] = value(ofCell: row * names.count + column)
        }
        return d
    }

    /// Adds the names, the bytes and where each cell lies to `h` (see `PageContent.digest`).
    func digest(into h: inout Hash64) {
        h.update(UInt64(names.count))
        for (name, number) in zip(names, numeric) { h.update(name); h.update(number ? 1 : 0) }
        h.update(UInt64(bytes.count))
        bytes.withUnsafeBytes { h.update($0) }
        var bounds: [UInt64] = []
        bounds.reserveCapacity(2 * cells.count)
        for cell in cells { bounds.append(cell.map { UInt64($0.lowerBound) } ?? .max); bounds.append(UInt64(cell?.upperBound ?? 0)) }
        h.update(UInt64(bounds.count))
        bounds.withUnsafeBytes { h.update($0) }
    }
}

/// The order notes are listed and judged in: the ids of `order.txt` beside the default notes
/// (the rules of `rules.md` in its table order, then `model-consistency`), then any other
/// note (a user's own) by id. The order is data, not code.
public enum NoteCatalogue {
    /// The name of the file of ids, in the default notes' folder.
    public static let orderFileName = "order.txt"

    /// The ids of the `order.txt` among `files` (one a line; blank lines and `#` comments
    /// skipped), none when there is none.
    public static func order(in files: [NoteFile]) -> [String] {
        guard let file = files.first(where: { $0.path == orderFileName || $0.path.hasSuffix("/" + orderFileName) }) else {
            return []
        }
        return String(decoding: file.bytes, as: UTF8.self).split(whereSeparator: \.isNewline).compactMap { line in
            let text = line.prefix { $0 != "#" }
            let id = text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
            return id.isEmpty ? nil : String(id)
        }
    }

    /// `notes` in `order` (ids), then the others by id.
    public static func sorted(_ notes: [Note], order: [String]) -> [Note] {
        let rank = Dictionary(order.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        return notes.sorted { a, b in
            switch (rank[a.id], rank[b.id]) {
            case let (x?, y?): return x < y
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return a.id.utf8.lexicographicallyPrecedes(b.id.utf8)
            }
        }
    }
}

/// Stable, safe file names for session pages, derived from session ids.
///
/// A name is the id lower-cased and reduced to `a-z 0-9 - _ .` (no separators, no `..`,
/// no control characters, never empty, at most 64 characters). When that loses anything
/// (case, characters, length) a short hash of the exact id is appended, so two ids that
/// differ only in case or punctuation still get different names on case-insensitive file
/// systems. Sessions with the very same id (two files) are numbered `-2`, `-3`, ... in
/// the order of their file paths.
public enum PageNames {
    /// The base name (without extension) for every session, in input order.
    public static func sessionNames(ids: [String], files: [String]) -> [String] {
        sessionNames(ids: ids) { files[$0] }
    }

    /// `sessionNames(ids:files:)` with input `i`'s file path `file(i)`, asked for only when
    /// two slugs are the same (no list of every path made for a build's names).
    public static func sessionNames(ids: [String], file: (Int) -> String) -> [String] {
        let slugs = ids.map(slug)
        // Names are numbered only where slugs repeat: when none does, every name is its slug
        // whatever the order, and the sort below is not needed.
        if Set(slugs).count == slugs.count { return slugs }
        let files = ids.indices.map(file)
        let order = ids.indices.sorted { (ids[$0], files[$0], $0) < (ids[$1], files[$1], $1) }
        var used: Set<String> = []
        var out = Array(repeating: "", count: ids.count)
        for i in order {
            let base = slugs[i]
            var name = base
            var n = 2
            while used.contains(name) { name = base + "-\(n)"; n += 1 }
            used.insert(name)
            out[i] = name
        }
        return out
    }

    /// Whether no two of `ids` have one slug: then every session's name is its id's slug
    /// (as `sessionNames` gives it) and none is numbered. Holds a hash of each slug (8 bytes
    /// an id, where `Set(ids.map(slug))` held some 100); two equal hashes are settled by
    /// comparing the slugs that have them.
    public static func slugsAreDistinct<C: Collection<String>>(_ ids: C) -> Bool {
        var hashes = ids.map { slugHash(slug($0)) }
        hashes.sort()
        var shared = Set<UInt64>()
        for k in hashes.indices.dropFirst() where hashes[k] == hashes[k - 1] { shared.insert(hashes[k]) }
        guard !shared.isEmpty else { return true }
        var seen = Set<String>()
        for id in ids {
            let s = slug(id)
            if shared.contains(slugHash(s)), !seen.insert(s).inserted { return false }
        }
        return true
    }

    /// The project's hash of a slug (`Hash64`, the same in every process).
    private static func slugHash(_ slug: String) -> UInt64 {
        var h = Hash64()
        h.update(slug)
        return h.finish()
    }

    /// The safe name for one id (before duplicate numbering).
    public static func slug(_ id: String) -> String { asciiSlug(id) ?? scalarSlug(id) }

    /// `slug` made one Unicode scalar at a time (any id).
    static func scalarSlug(_ id: String) -> String {
        var s = ""
        var lastDash = false
        for scalar in id.unicodeScalars {
            let c: Character
            switch scalar {
            case "a"..."z", "0"..."9", "_": c = Character(scalar)
            case "A"..."Z": c = Character(Unicode.Scalar(scalar.value + 32)!)
            case ".": c = "."
            default: c = "-"
            }
            if c == "-" || c == "." {
                if lastDash || s.isEmpty { continue }
                s.append(c)
                lastDash = true
            } else {
                s.append(c); lastDash = false
            }
        }
        while let last = s.last, last == "-" || last == "." { s.removeLast() }
        if s.count > 48 { s = String(s.prefix(48)); while let l = s.last, l == "-" || l == "." { s.removeLast() } }
        if s.isEmpty { s = "session" }
        return finished(s, id: id, changed: s != id)
    }

    /// `slug` of an all-ASCII id, made on its bytes (the same steps; nil for any other id).
    static func asciiSlug(_ id: String) -> String? {
        var text = id
        // nil: not all ASCII; .some(nil): the slug is the id itself, returned as it is (a
        // copy of every id took some 50 bytes a session while a build named its pages).
        let made = text.withUTF8 { bytes -> String?? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var s: [UInt8] = []
            s.reserveCapacity(bytes.count + 9)
            var lastDash = false
            for b in bytes {
                let c: UInt8
                switch b {
                case 0x61...0x7A, 0x30...0x39, 0x5F: c = b
                case 0x41...0x5A: c = b + 32
                case 0x2E: c = b
                default: c = 0x2D
                }
                if c == 0x2D || c == 0x2E {
                    if lastDash || s.isEmpty { continue }
                    s.append(c)
                    lastDash = true
                } else {
                    s.append(c); lastDash = false
                }
            }
            while let last = s.last, last == 0x2D || last == 0x2E { s.removeLast() }
            if s.count > 48 { s.removeLast(s.count - 48); while let l = s.last, l == 0x2D || l == 0x2E { s.removeLast() } }
            if s.isEmpty { s = Array("session".utf8) }
            return s.elementsEqual(bytes) ? .some(nil) : String(decoding: s, as: UTF8.self)
        }
        guard let made else { return nil }
        guard let changed = made else { return finished(id, id: id, changed: false) }
        return finished(changed, id: id, changed: true)
    }

    /// `slug` with `-<hash of id>` added when it lost anything of `id` (`changed`), or when
    /// Windows would refuse it: a reserved name before its first `.` (`con`, and `con.json`
    /// too), the hash then going right after that name (`con-1a2b3c4d.json`).
    static func finished(_ slug: String, id: String, changed: Bool) -> String {
        let stem = slug.prefix { $0 != "." }
        if reserved.contains(String(stem)) { return String(stem) + "-" + hash(id) + String(slug.dropFirst(stem.count)) }
        return changed ? slug + "-" + hash(id) : slug
    }

    /// Names Windows refuses as file names whatever their extension.
    static let reserved: Set<String> = Set(["con", "prn", "aux", "nul"])
        .union((1...9).flatMap { ["com\($0)", "lpt\($0)"] })

    /// FNV-1a (32 bit) of the id's UTF-8, as 8 hex digits: stable across runs and platforms.
    static func hash(_ text: String) -> String {
        var h: UInt32 = 2_166_136_261
        for b in text.utf8 { h = (h ^ UInt32(b)) &* 16_777_619 }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}

/// A seeded stream of mutations of baseline documents for the differential tests: bytes
/// changed, removed or cut off, spans duplicated (sessions under one id, rules twice) and
/// JSON tokens swapped for others a reader must judge (escapes, statuses, keys).
struct BaselineMutator {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

    static let tokens: [String] = [
        "\"fail\"", "\"pass\"", "\"absent\"", "\"f\\u0061il\"", "\"\\u0069d\"", "\"rule\"", "\"status\"",
        "\"results\"", "\"sessions\"", "\"format\"", "3", "1", "{", "}", "[", "]", ",", ":", "\"", "\\",
        "null", "\"id\": \"x\"", "\"\\ud800\"", "\u{00e9}", "\n", "\"not-applicable\"",
    ]
    /// The tokens that keep a document JSON when they replace a quoted word.
    static let words = tokens.filter { $0.count > 2 && $0.hasPrefix("\"") && $0.hasSuffix("\"") && !$0.contains(":") }

    mutating func next(_ bound: Int) -> Int {
        state ^= state << 13; state ^= state >> 7; state ^= state << 17
        return bound > 0 ? Int(state % UInt64(bound)) : 0
    }

    mutating func mutate(_ input: [UInt8]) -> [UInt8] {
        var b = input
        for _ in 0..<(next(4) == 0 ? 2 : 1) {
            let at = next(b.count + 1)
            switch next(12) {
            case 0: if at < b.count { b[at] = UInt8(truncatingIfNeeded: next(256)) }
            case 1: b.removeSubrange(at..<min(b.count, at + 1 + next(8)))
            case 2: b = Array(b.prefix(at))
            case 3:
                let end = min(b.count, at + next(400))
                b.insert(contentsOf: b[at..<end], at: next(b.count + 1))
            case 4: b.insert(contentsOf: Array(Self.tokens[next(Self.tokens.count)].utf8), at: at)
            default:
                // Swap one quoted word for another: the shapes a reader judges, not just broken JSON.
                guard let q = b[at...].firstIndex(of: UInt8(ascii: "\"")),
                      let e = b[(q + 1)...].firstIndex(of: UInt8(ascii: "\"")) else { continue }
                b.replaceSubrange(q...e, with: Array(Self.words[next(Self.words.count)].utf8))
            }
        }
        return b
    }
}

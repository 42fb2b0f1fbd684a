/// Deterministic number formatting for pages (no locale, no Foundation formatting).
enum Fmt {
    /// A fixed-point decimal with `places` digits after the point (`3.250`).
    static func fixed(_ value: Double, places: Int) -> String { decimal(value, places: places, trim: false) }

    /// A time for evidence and the event log: seconds with milliseconds (`3.250 s`).
    static func seconds(_ t: Double) -> String { fixed(t, places: 3) + " s" }

    /// A duration for tables: `12.5 s`, `4 min 05 s`, `2 h 03 min`.
    static func duration(_ t: Double) -> String {
        guard t.isFinite, t >= 0 else { return "–" }
        if t < 60 { return fixed(t, places: t < 10 ? 2 : 1) + " s" }
        let total = Int64(t.rounded())
        if total < 3600 { return "\(total / 60) min " + pad2(total % 60) + " s" }
        return "\(total / 3600) h " + pad2((total % 3600) / 60) + " min"
    }

    /// An integer with thin grouping (`100 000`), for counts.
    static func count(_ n: Int) -> String {
        let digits = String(abs(n))
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out += "\u{202F}" }
            out.append(c)
        }
        return (n < 0 ? "-" : "") + out
    }

    /// A number for SVG coordinates: at most two decimals, no trailing zeros (`fixed(v, places: 2)`
    /// without its trailing zeros and point).
    static func coord(_ v: Double) -> String { decimal(v, places: 2, trim: true) }

    /// `value` rounded half away from zero to `places` decimals (0...15), written from integer
    /// digits into one small string (it runs for every mark and row of a page); `trim` drops
    /// trailing zeros after the point, and the point when nothing follows. "–" when not finite,
    /// "∞"/"-∞" beyond 9e15 units of the last place; never "-0".
    static func decimal(_ value: Double, places: Int, trim: Bool) -> String {
        String(unsafeUninitializedCapacity: decimalCapacity) { decimal(value, places: places, trim: trim, into: $0) }
    }

    /// Room for any `decimal`: a sign, 16 digits, a point (or "-∞").
    static let decimalCapacity = 20

    /// Writes `decimal(value, places:trim:)` into `out` (at least `decimalCapacity` bytes)
    /// and returns how many bytes it wrote: the one definition both forms use.
    static func decimal(_ value: Double, places: Int, trim: Bool, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        guard value.isFinite else { return put("–", out) }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return put(value < 0 ? "-∞" : "∞", out) }
        // n holds `frac` decimals: `places`, less the trailing zeros dropped when trimming.
        var n = UInt64(scaled), frac = places
        let negative = value < 0 && n != 0
        if trim { while frac > 0 && n % 10 == 0 { n /= 10; frac -= 1 } }
        var digits = 1, rest = n / 10
        while rest > 0 { digits += 1; rest /= 10 }
        let whole = max(digits - frac, 1)   // at least one digit before the point
        let end = (negative ? 1 : 0) + whole + (frac > 0 ? frac + 1 : 0)
        // Written from the last digit back.
        var k = end
        for _ in 0..<frac { k -= 1; out[k] = 0x30 + UInt8(n % 10); n /= 10 }
        if frac > 0 { k -= 1; out[k] = UInt8(ascii: ".") }
        for _ in 0..<whole { k -= 1; out[k] = 0x30 + UInt8(n % 10); n /= 10 }
        if negative { out[0] = UInt8(ascii: "-") }
        return end
    }

    private static func put(_ s: StaticString, _ out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        s.withUTF8Buffer { b in
            for i in b.indices { out[i] = b[i] }
            return b.count
        }
    }

    /// `n thing` / `n things`.
    static func plural(_ n: Int, _ one: String, _ many: String? = nil) -> String {
        "\(count(n)) " + (n == 1 ? one : (many ?? one + "s"))
    }

    static func pad2(_ n: Int64) -> String { n < 10 ? "0\(n)" : "\(n)" }
}

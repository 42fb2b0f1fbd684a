/// Deterministic number formatting for pages (no locale, no Foundation formatting).
enum Fmt {
    /// A fixed-point decimal with `places` digits after the point (`3.250`).
    static func fixed(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return "–" }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return value < 0 ? "-∞" : "∞" }
        let n = Int64(scaled)
        let sign = value < 0 && n != 0 ? "-" : ""
        let s = Int64(scale)
        if places == 0 { return sign + String(n) }
        var frac = String(n % s)
        while frac.count < places { frac = "0" + frac }
        return sign + String(n / s) + "." + frac
    }

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
    /// without its trailing zeros and point). Built from integer digits: it runs for every mark.
    static func coord(_ v: Double) -> String {
        guard v.isFinite else { return "–" }
        let scaled = (abs(v) * 100).rounded()
        guard scaled < 9e15 else { return v < 0 ? "-∞" : "∞" }
        let n = Int64(scaled)
        var whole = n / 100
        let frac = Int(n % 100)
        // sign + 16 digits + point + 2 decimals fit in 20 bytes.
        return String(unsafeUninitializedCapacity: 20) { out in
            var digits: (UInt64, Int) = (0, 0)  // reversed decimal digits of `whole`, packed 4 bits each
            repeat {
                digits.0 |= UInt64(whole % 10) << (4 * UInt64(digits.1))
                digits.1 += 1
                whole /= 10
            } while whole > 0
            var k = 0
            if v < 0 && n != 0 { out[k] = UInt8(ascii: "-"); k += 1 }
            for d in stride(from: digits.1 - 1, through: 0, by: -1) {
                out[k] = 0x30 + UInt8((digits.0 >> (4 * UInt64(d))) & 0xF); k += 1
            }
            if frac != 0 {
                out[k] = UInt8(ascii: "."); k += 1
                out[k] = 0x30 + UInt8(frac / 10); k += 1
                if frac % 10 != 0 { out[k] = 0x30 + UInt8(frac % 10); k += 1 }
            }
            return k
        }
    }

    /// `n thing` / `n things`.
    static func plural(_ n: Int, _ one: String, _ many: String? = nil) -> String {
        "\(count(n)) " + (n == 1 ? one : (many ?? one + "s"))
    }

    static func pad2(_ n: Int64) -> String { n < 10 ? "0\(n)" : "\(n)" }
}

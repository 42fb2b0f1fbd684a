import AdsightRules

/// Deterministic number formatting for pages (no locale, no Foundation formatting).
enum Fmt {
    /// A fixed-point decimal with `places` digits after the point (`3.250`).
    static func fixed(_ value: Double, places: Int) -> String { decimal(value, places: places, trim: false) }

    /// A time for evidence and the event log: seconds with milliseconds (`3.250 s`).
    static func seconds(_ t: Double) -> String { fixed(t, places: 3) + " s" }

    /// A duration for tables: `12.5 s`, `4 min 05 s`, `2 h 03 min`, `1 034 h 14 min` (hours
    /// grouped as counts are).
    static func duration(_ t: Double) -> String {
        guard t.isFinite, t >= 0 else { return "–" }
        if t < 60 { return fixed(t, places: t < 10 ? 2 : 1) + " s" }
        // A legal but absurd `t` (1e300 s) would trap Int64: shown as `decimal` shows it.
        guard t < 9e15 else { return "∞" }
        let total = Int64(t.rounded())
        if total < 3600 { return "\(total / 60) min " + pad2(total % 60) + " s" }
        return count(Int(total / 3600)) + " h " + pad2((total % 3600) / 60) + " min"
    }

    /// `duration` for a card's big figure: each number kept with its unit by a no-break
    /// space, so a long one wraps only between them (`1871 h` / `34 min`), never overflowing.
    static func groupedDuration(_ text: String) -> String {
        var out = ""
        var previousIsUnit = false
        for (i, word) in text.split(separator: " ").enumerated() {
            let isNumber = word.first?.isNumber ?? false
            if i > 0 { out += isNumber && previousIsUnit ? " " : "\u{00A0}" }
            out += word
            previousIsUnit = !isNumber && word != "<"
        }
        return out
    }

    /// A duration of `ms` milliseconds that is "–" when there are none and never reads as
    /// none when there are some (`< 0.01 s` below 5 ms, which `duration` shows as `0.00 s`).
    static func someDuration(milliseconds ms: Int) -> String {
        ms <= 0 ? "–" : ms < 5 ? "< 0.01 s" : duration(Double(ms) / 1000)
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
    /// and returns how many bytes it wrote: the one definition both forms use. Inlined so
    /// the callers' constant `places` and `trim` fold away.
    @inline(__always)
    static func decimal(_ value: Double, places: Int, trim: Bool, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        guard value.isFinite else { return put("–", out) }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let x = abs(value) * scale
        // `x.rounded() < 9e15` exactly when `x < 9e15` (from 2^52 on every double is whole).
        guard x < 9e15 else { return put(value < 0 ? "-∞" : "∞", out) }
        // Half away from zero, as `rounded()`: x - trunc(x) is exact.
        var n = UInt64(x)
        if x - Double(n) >= 0.5 { n += 1 }
        // n holds `frac` decimals: `places`, less the trailing zeros dropped when trimming.
        var frac = places
        let negative = value < 0 && n != 0
        if trim { while frac > 0 && n % 10 == 0 { n /= 10; frac -= 1 } }
        let whole = max(digitCount(n) - frac, 1)   // at least one digit before the point
        let end = (negative ? 1 : 0) + whole + (frac > 0 ? frac + 1 : 0)
        let p = out.baseAddress!
        // Written from the last digit back.
        var k = end
        if frac > 0 {
            n = writeDigits(n, count: frac, before: k, p)
            k -= frac + 1
            p[k] = UInt8(ascii: ".")
        }
        _ = writeDigits(n, count: whole, before: k, p)
        if negative { p[0] = UInt8(ascii: "-") }
        return end
    }

    /// How many decimal digits `n` has (1 for 0).
    @inline(__always)
    static func digitCount(_ n: UInt64) -> Int {
        var digits = 1, limit: UInt64 = 10
        while n >= limit && digits < 19 { digits += 1; limit &*= 10 }
        return digits
    }

    /// "00" through "99".
    static let digitPairs: StaticString = "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

    /// Writes the last `count` decimal digits of `n` (with leading zeros) so they end just
    /// before `p + end`, two at a time; returns what is left of `n`.
    @inline(__always)
    static func writeDigits(_ n: UInt64, count: Int, before end: Int, _ p: UnsafeMutablePointer<UInt8>) -> UInt64 {
        let pairs = digitPairs.utf8Start
        var n = n, k = end, left = count
        while left >= 2 {
            let r = Int(n % 100)
            n /= 100
            k -= 2
            p[k] = pairs[2 * r]; p[k + 1] = pairs[2 * r + 1]
            left -= 2
        }
        if left == 1 { k -= 1; p[k] = 0x30 + UInt8(n % 10); n /= 10 }
        return n
    }

    @inline(never)
    private static func put(_ s: StaticString, _ out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        s.withUTF8Buffer { b in
            for i in b.indices { out[i] = b[i] }
            return b.count
        }
    }

    /// `n thing` / `n things`.
    static func plural(_ n: Int, _ one: String, _ many: String? = nil) -> String {
        "\(count(n)) " + Counted.word(n, one, many)
    }

    static func pad2(_ n: Int64) -> String { n < 10 ? "0\(n)" : "\(n)" }
}

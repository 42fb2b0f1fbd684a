/// Deterministic number text: integers without a fraction, others with up to 3 decimals.
public enum NumberFormat {
    /// `12` → "12", `12.5` → "12.5", `0.1234` → "0.123".
    public static func text(_ d: Double) -> String {
        guard d.isFinite else { return d.isNaN ? "nan" : (d < 0 ? "-inf" : "inf") }
        let milli = (d * 1000).rounded()
        if milli == (milli / 1000).rounded() * 1000, abs(d) < 1e15 { return String(Int64(milli / 1000)) }
        // Beyond Int64 in thousandths (a hostile frame of 1e16): never a trap.
        guard abs(milli) < 9e18 else { return d == d.rounded() && abs(d) < 9e18 ? String(Int64(d)) : "\(d)" }
        var s = String(Int64(abs(milli)) / 1000) + "." + pad3(Int64(abs(milli)) % 1000)
        while s.hasSuffix("0") { s.removeLast() }
        return (milli < 0 ? "-" : "") + s
    }

    /// Time text with exactly 3 decimals: `12.5` → "12.500".
    public static func time(_ d: Double) -> String {
        guard d.isFinite, abs(d) < 9e15 else { return text(d) }
        let milli = Int64((d * 1000).rounded())
        return (milli < 0 ? "-" : "") + String(abs(milli) / 1000) + "." + pad3(abs(milli) % 1000)
    }

    static func pad3(_ n: Int64) -> String {
        let s = String(n)
        return String(repeating: "0", count: max(0, 3 - s.count)) + s
    }
}

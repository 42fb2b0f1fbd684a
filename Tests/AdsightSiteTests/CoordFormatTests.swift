import Testing
@testable import AdsightSite

/// SVG coordinates are formatted from integer digits (hot path); they must read exactly as
/// the plain definition: `Fmt.fixed(v, places: 2)` without trailing zeros or point.
@Suite struct CoordFormatTests {
    /// The plain definition of `Fmt.fixed` (string arithmetic), as it was before the fast path.
    static func fixedReference(_ value: Double, places: Int) -> String {
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

    static func reference(_ v: Double) -> String {
        var s = fixedReference(v, places: 2)
        if s.contains(".") {
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
        }
        return s == "-0" ? "0" : s
    }

    static let values: [Double] = {
        var v: [Double] = [0, -0.0, 0.004, -0.004, 0.005, -0.005, 0.015, 0.1, 0.5, 1, 10, 100, 320, 1024,
                           12.345, 12.355, -12.345, 99.995, -99.995, 1e13, 8.99e13, 9e13, 9e14, -9e14,
                           .nan, .infinity, -.infinity, 1e300, 0.000001, 2.675, 1.005]
        var x = 0.001
        while x < 5000 { v += [x, -x, x * 3.7, -x * 1.3]; x *= 1.07 }
        for k in 0..<4000 { v.append(Double(k) / 8 - 250) }
        return v
    }()

    @Test func coordMatchesTheFixedPointDefinition() {
        for v in Self.values { #expect(Fmt.coord(v) == Self.reference(v), "\(v)") }
        #expect(Fmt.coord(12.5) == "12.5")
        #expect(Fmt.coord(-0.001) == "0")
        #expect(Fmt.coord(3.05) == "3.05")
    }

    @Test(arguments: [0, 1, 2, 3, 6])
    func fixedMatchesTheStringDefinition(places: Int) {
        for v in Self.values { #expect(Fmt.fixed(v, places: places) == Self.fixedReference(v, places: places), "\(v)") }
        #expect(Fmt.fixed(3.25, places: 3) == "3.250")
        #expect(Fmt.fixed(-0.0004, places: 3) == "0.000")
    }
}

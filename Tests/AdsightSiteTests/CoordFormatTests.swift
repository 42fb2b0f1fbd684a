import Testing
@testable import AdsightSite

/// SVG coordinates are formatted from integer digits (hot path); they must read exactly as
/// the plain definition: `Fmt.fixed(v, places: 2)` without trailing zeros or point.
@Suite struct CoordFormatTests {
    static func reference(_ v: Double) -> String {
        var s = Fmt.fixed(v, places: 2)
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
}

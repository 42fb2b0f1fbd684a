@testable import AdsightModel
import AdsightSession
import Testing

struct VisibleAreaCase: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var frame: Rect
    var covers: [Rect]
    var fraction: Double
}

private let screen = Rect(x: 0, y: 0, width: 320, height: 480)
private let banner = Rect(x: 0, y: 430, width: 320, height: 50)

@Test(arguments: [
    VisibleAreaCase(testDescription: "uncovered", frame: banner, covers: [], fraction: 1),
    VisibleAreaCase(testDescription: "half off the bottom edge", frame: Rect(x: 0, y: 455, width: 320, height: 50), covers: [], fraction: 0.5),
    VisibleAreaCase(testDescription: "off the screen", frame: Rect(x: 320, y: 0, width: 320, height: 50), covers: [], fraction: 0),
    VisibleAreaCase(testDescription: "two overlapping covers count once",
                    frame: banner, covers: [Rect(x: 0, y: 400, width: 320, height: 60), Rect(x: 0, y: 440, width: 320, height: 40)], fraction: 0),
    VisibleAreaCase(testDescription: "the same cover twice", frame: banner,
                    covers: [Rect(x: 0, y: 455, width: 320, height: 25), Rect(x: 0, y: 455, width: 320, height: 25)], fraction: 0.5),
    VisibleAreaCase(testDescription: "side by side covers", frame: banner,
                    covers: [Rect(x: 0, y: 430, width: 80, height: 50), Rect(x: 240, y: 430, width: 80, height: 50)], fraction: 0.5),
    VisibleAreaCase(testDescription: "a cover outside the frame", frame: banner, covers: [Rect(x: 0, y: 0, width: 320, height: 430)], fraction: 1),
    VisibleAreaCase(testDescription: "a cover partly off screen", frame: Rect(x: 0, y: 455, width: 320, height: 50),
                    covers: [Rect(x: 0, y: 470, width: 320, height: 100)], fraction: 0.3),
    VisibleAreaCase(testDescription: "zero area", frame: Rect(x: 0, y: 0, width: 0, height: 50), covers: [], fraction: 0),
])
func visibleFractionCountsTheCoversUnionOnce(_ c: VisibleAreaCase) {
    #expect(abs(VisibleArea.fraction(of: c.frame, screen: screen, covers: c.covers) - c.fraction) < 1e-12)
}

/// The union by grid cells against a plain reference: inclusion–exclusion over every subset.
@Test func unionAreaMatchesInclusionExclusion() {
    var seed: UInt64 = 0x9E3779B97F4A7C15
    func next(_ n: Int) -> Double {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        return Double(Int(seed >> 33) % n)
    }
    for _ in 0..<200 {
        let rects = (0..<Int(next(5) + 1)).map { _ in Rect(x: next(40), y: next(40), width: next(30) + 1, height: next(30) + 1) }
        var reference = 0.0
        for mask in 1..<(1 << rects.count) {
            var shared: Rect? = nil
            var first = true
            for k in rects.indices where mask & (1 << k) != 0 {
                shared = first ? rects[k] : shared.flatMap { VisibleArea.intersection($0, rects[k]) }
                first = false
            }
            let area = shared.map { $0.width * $0.height } ?? 0
            reference += mask.nonzeroBitCount % 2 == 1 ? area : -area
        }
        #expect(abs(VisibleArea.unionArea(rects) - reference) < 1e-6)
    }
}

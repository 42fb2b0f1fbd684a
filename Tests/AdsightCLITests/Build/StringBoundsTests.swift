@testable import AdsightCLI
import Testing

/// Where each string is (`StringBounds`) reads as the plain array of where each ends, for
/// seeded lengths: empty strings, blocks of 64 and not, and lengths of `UInt16.max` and over
/// (held aside).
@Suite struct StringBoundsTests {
    static let cases: [(count: Int, most: Int, seed: UInt64)] = [
        (0, 1, 1), (1, 10, 2), (63, 3, 3), (64, 40, 4), (65, 200, 5), (5000, 120, 6), (300, 70_000, 7),
    ]

    @Test(arguments: cases)
    func itReadsAsTheEnds(count: Int, most: Int, seed: UInt64) {
        var numbers = SeededNumbers(seed: seed)
        var bounds = StringBounds()
        if count % 2 == 0 { bounds.reserve(count) }
        var ends: [UInt64] = []
        for k in 0..<count {
            let length = k % 97 == 5 ? Int(UInt16.max) + numbers.next(3) - 1 : numbers.next(most + 1)
            bounds.append(length: length)
            ends.append((ends.last ?? 0) + UInt64(length))
        }
        #expect(bounds.count == ends.count)
        #expect(bounds.total == (ends.last ?? 0))
        for i in ends.indices {
            let start = i == 0 ? 0 : ends[i - 1]
            #expect(bounds.range(i) == start..<ends[i])
            #expect(bounds.length(i) == ends[i] - start)
        }
    }
}

import Testing
@testable import AdsightCLI

/// `WorkBatches` against its plain form, the list of every run, over inputs none, all and
/// some of them cheap (seeded patterns: long stretches, alternating, runs around `limit`).
struct WorkBatchesTests {
    struct Pattern: Sendable, CustomStringConvertible {
        var count: Int, limit: Int, cheap: [Bool]
        var description: String { "\(count) inputs, limit \(limit), \(cheap.count(where: { $0 })) cheap" }
    }

    static let patterns: [Pattern] = {
        var out = [Pattern(count: 0, limit: 4, cheap: []), Pattern(count: 9, limit: 4, cheap: Array(repeating: true, count: 9)),
                   Pattern(count: 9, limit: 4, cheap: Array(repeating: false, count: 9)),
                   Pattern(count: 12, limit: 3, cheap: (0..<12).map { $0 % 2 == 0 })]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for seed in 0..<30 {
            var cheap: [Bool] = []
            let count = 1 + seed * 7
            while cheap.count < count {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let stretch = 1 + Int((state >> 40) % 12), value = (state >> 20) & 3 != 0
                cheap += Array(repeating: value, count: min(stretch, count - cheap.count))
            }
            out.append(Pattern(count: count, limit: 1 + seed % 5, cheap: cheap))
        }
        return out
    }()

    @Test(arguments: patterns)
    func runsAreThePlainList(_ p: Pattern) {
        let batches = WorkBatches(count: p.count, limit: p.limit) { p.cheap[$0] }
        #expect(Array(batches) == WorkBatches.plain(count: p.count, limit: p.limit) { p.cheap[$0] })
    }
}

import Testing
@testable import AdsightCLI

/// `--seed -3` is refused saying what a seed is (before, `-3` was taken for an option:
/// "Missing value for '--seed <seed>'").
@Test(arguments: ["-3", "x", "1.5", "18446744073709551616"])
func aBadSeedIsRefusedInWords(_ seed: String) {
    #expect(throws: (any Error).self) { try SimulateCommand.parse(["adgame-ipad", "--seed", seed]) }
    do {
        _ = try SimulateCommand.parse(["adgame-ipad", "--seed", seed])
    } catch {
        #expect(SimulateCommand.message(for: error).contains("a seed is a non-negative integer"), "\(SimulateCommand.message(for: error))")
    }
}

@Test func aSeedIsRead() throws {
    #expect(try SimulateCommand.parse(["adgame-ipad", "--seed", "0"]).seed == 0)
}

import AdsightSite
import Testing

/// The rebuild cache's content hash is XXH64: known values, and the same hash however the
/// bytes are fed (the build hashes files chunk by chunk).
@Suite struct IncrementalHashTests {
    @Test(arguments: [("", 0xEF46_DB37_51D8_E999 as UInt64), ("a", 0xD24E_C4F1_A98C_6E5B), ("abc", 0x44BC_2CF5_AD77_0999)])
    func knownValues(text: String, expected: UInt64) {
        #expect(Hash64.of(Array(text.utf8)) == expected)
    }

    @Test(arguments: [0, 1, 7, 31, 32, 33, 64, 100, 1000])
    func piecesHashAsTheWhole(length: Int) {
        let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let whole = Hash64.of(bytes)
        for cut in Set([0, 1, length / 3, length / 2, max(0, length - 1), length]) where cut <= length {
            var h = Hash64()
            h.update(Array(bytes[..<cut]))
            h.update(Array(bytes[cut...]))
            #expect(h.finish() == whole, "cut at \(cut)")
        }
        var h = Hash64()
        for b in bytes { h.update([b]) }
        #expect(h.finish() == whole)
    }
}

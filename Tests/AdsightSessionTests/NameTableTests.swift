import Testing
@testable import AdsightSession

/// The name table gives back the text it is asked for, whatever came before: more distinct
/// names than it keeps, names differing in one byte or in length only, UTF-8 names, the
/// same names again after they were pushed out.
@Test func nameTableGivesBackEachName() {
    var names: [String] = ["", "a", "b", "ad-1", "ad-2", "ad-1", "caf\u{E9}", "cafe", "BannerView<0x7f3a2c10>", "BannerView<0x7f3a2c11>"]
    for length in 1...20 {
        let base = (0..<length).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) }
        names.append(String(base))
        for position in stride(from: 0, to: length, by: 3) {
            var changed = base
            changed[position] = "Z"
            names.append(String(changed))
            names.append(String(base))
        }
    }
    names += (0..<(3 * NameTable.capacity)).map { "interstitial.level\($0 % (NameTable.capacity + 2))" }
    var table = NameTable()
    for round in 0..<2 {
        for name in names {
            var bytes = Array(name.utf8)
            bytes.append(0)  // a base address even for ""
            let got = bytes.withUnsafeBufferPointer { table.string(ByteText(base: $0.baseAddress!, count: name.utf8.count)) }
            #expect(got == name && Array(got.utf8) == Array(name.utf8), "round \(round): \(name)")
        }
    }
}

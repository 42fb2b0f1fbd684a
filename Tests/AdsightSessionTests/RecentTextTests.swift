import Testing
@testable import AdsightSession

/// The ad-name cache gives back the text it is asked for, whatever came before: names of
/// every length up to 17 bytes, differing in any one byte from the previous one.
@Test func recentTextGivesBackEachName() {
    var names: [String] = ["", "a", "b", "ad-1", "ad-2", "ad-1"]
    for length in 1...17 {
        let base = (0..<length).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) }
        names.append(String(base))
        for position in 0..<length {
            var changed = base
            changed[position] = "Z"
            names.append(String(changed))
            names.append(String(base))
        }
    }
    var cache = RecentText()
    for name in names {
        var bytes = Array(name.utf8)
        bytes.append(0)  // a base address even for ""
        let got = bytes.withUnsafeBufferPointer { cache.string(ByteText(base: $0.baseAddress!, count: name.utf8.count)) }
        #expect(got == name)
    }
}

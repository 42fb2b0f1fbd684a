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

/// Reading a name at a cursor through the cache gives the name written there and leaves the
/// cursor after its closing quote, whatever came before: names sharing bytes with the one
/// before, names of 15 to 17 bytes, names near the buffer's end, and names cached by
/// `string(_:)` in between (the general scanner's way), which the quoted bytes must not outlive.
@Test func recentTextReadsEachNameAtTheCursor() {
    let names = ["ad-1", "ad-1", "ad-2", "ad-1", "ad-10", "ad-1", "", "", "a", "abcdefghijklmno", "abcdefghijklmno",
                 "abcdefghijklmnop", "abcdefghijklmno", "abcdefghijklmnopq", "abcdefghijklmnop", "ad-1", "ad-1"]
    var cache = RecentText()
    for (k, name) in names.enumerated() {
        for padding in [0, 3, 20] {
            let tail = "\", \"frame\": [0, 0, 1, 1]}"
            let bytes = Array(("\"" + name + tail).utf8)
            let end = name.utf8.count + 2 + padding
            let (got, at) = bytes.withUnsafeBufferPointer { buffer -> (String?, Int) in
                var c = ByteCursor(UnsafeBufferPointer(rebasing: buffer[..<min(end, buffer.count)]))
                return (cache.read(&c), c.i)
            }
            #expect(got == name, "name \(k): \(name)")
            #expect(at == name.utf8.count + 2, "name \(k): \(name)")
        }
        if k % 3 == 2 {
            // The general scanner caches another name the other way.
            var other = Array("zz-\(k)".utf8)
            other.append(0)
            let made = other.withUnsafeBufferPointer { cache.string(ByteText(base: $0.baseAddress!, count: $0.count - 1)) }
            #expect(made == "zz-\(k)")
        }
    }
}

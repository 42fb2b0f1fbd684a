import AdsightJSON
import Testing
@_spi(Testing) @testable import AdsightSession

/// The first fast path (`EncodedLineScanner`: lines exactly as the encoder writes them)
/// against the full decoder, and the caches it keeps from line to line.
enum EncodedLineCorpus {
    /// The event of one line on the first fast path alone (nil when it leaves the line).
    static func encoded(_ line: String, number: Int = 2) -> Event? {
        var events = EventBuffer()
        var recent = RecentTexts()
        let bytes = Array(line.utf8)
        let r = bytes.withUnsafeBufferPointer {
            EncodedLineScanner.decode($0, from: 0, atEnd: true, line: number, notBefore: -.infinity, keep: true,
                                      recent: &recent, tails: nil, into: &events)
        }
        return r?.end == bytes.count ? events.take().first : nil
    }

    /// The event of one line on the full decoder, when the line has no error.
    static func full(_ line: String) -> Event? {
        SessionDecoding.decode(FastScannerCorpus.file(Array(line.utf8)), usesFastPaths: false).session?.events.first
    }

    /// Lines one step away from the encoder's layout: other spacing, member order, extra or
    /// missing members, `thread`, values the event does not accept.
    static let nearLines = [
        #"{"t": 1, "event": "setFrame:", "ad": "b", "frame": [0, 0, 320, 50], "z": 2}"#,
        #"{"t": 1, "event": "setFrame:", "ad": "b", "frame": [0,0,320,50]}"#,
        #"{"t": 1, "event": "setFrame:", "ad": "b", "frame": [0, 0, 320, 50] }"#,
        #"{"t": 1, "event": "setFrame:", "ad": "b", "frame": [0, 0, 320, 50], "z": 1e400}"#,
        #"{"t": 1, "event": "setFrame:", "ad": "b", "frame": [0, 0, -1, 50]}"#,
        #"{"t": 1, "event": "setFrame:", "ad": "b", "frame": [0, 0, 320]}"#,
        #"{"t": 1, "event": "setFrame:", "ad": "b", "frame": [0, 0, 320, 50, 1]}"#,
        #"{"t": 1, "event": "setFrame:", "ad": "b", "z": 2, "frame": [0, 0, 320, 50]}"#,
        #"{"t": 1, "event": "setFrame:", "ad": "b", "thread": "bg", "frame": [0, 0, 320, 50]}"#,
        #"{"t": 1, "event": "setFrame:", "ad": "b", "frame": [0, 0, 320, 50], "frame": [0, 0, 1, 1]}"#,
        #"{"t": 1, "event": "setFrame:", "frame": [0, 0, 320, 50]}"#,
        #"{"t": 1, "event": "view.frame", "view": "content", "frame": [0, 0, 320, 480]}"#,
        #"{"t": 1, "event": "view.frame", "frame": [0, 0, 320, 480], "view": "content"}"#,
        #"{"t": 1, "event": "view.frame", "ad": "b", "view": "content", "frame": [0, 0, 320, 480], "z": 0.5}"#,
        #"{"t": 1, "event": "bannerViewDidLoadAd:", "ad": "b"}  "#,
        #"{"t": 1, "event": "bannerViewDidLoadAd:", "ad": "b"}x"#,
        #"{"t": 1, "event": "bannerViewDidLoadAd:", "ad": "b", "extra": 1}"#,
        #"{"t": 1, "event": "bannerViewDidLoadAd", "ad": "b"}"#,
        #"{"t": 1, "event": "bannerViewDidLoadAd:x", "ad": "b"}"#,
        #"{"t": 1, "event": "bannerViewX", "ad": "b"}"#,
        #"{"t": 1, "event": "init", "ad": "i", "class": "ADInterstitialAd"}"#,
        #"{"t": 1, "event": "init", "ad": "i", "class": "ADBannerView"}"#,
        #"{"t": 1, "event": "loaded", "ad": "i", "value": true}"#,
        #"{"t": 1, "event": "release", "ad": "i"}"#,
        #"{"t": 1, "event": "releas", "ad": "i"}"#,
        #"{"t": 1, "event": "viewWillAppear:"}"#,
        #"{"t": 1, "event": "viewWillAppear:", "ad": "b"}"#,
        #"{"t": 1, "event": "user.tap"}"#,
        #"{"t": 1, "event": "setDelegate:", "ad": "b", "delegate": 1}"#,
        #"{"t": 1, "event": "bannerView:didFailToReceiveAdWithError:", "ad": "b", "error": {"code": "ADErrorServerFailure"}}"#,
        #"{"t": 1, "event": "bannerView:didFailToReceiveAdWithError:", "ad": "b", "error": {"code": "X", "message": "m"}}"#,
        #"{"t": 1, "event": "bannerView:didFailToReceiveAdWithError:", "ad": "b", "error": {"message": "m", "code": "X"}}"#,
        #"{"t": 1, "event": "bannerView:didFailToReceiveAdWithError:", "ad": "b", "error": {"code": "X", "code": "Y"}}"#,
        #"{"t": 1, "event": "willRotateToInterfaceOrientation:duration:", "to": "portrait", "duration": -1}"#,
        #"{"t": 1, "event": "willRotateToInterfaceOrientation:duration:", "to": "up", "duration": 1}"#,
        #"{"t": 1, "event": "app.transition", "to": "b"}"#,
        #"{"t": 1, "event": "app.transition", "to": "b", "from": "a"}"#,
        #"{"t": 1, "event": "app.pause", "what": 3}"#,
        #"{"t": 1, "event": "setRequiredContentSizeIdentifiers:", "ad": "b", "identifiers": []}"#,
        #"{"t": 1, "event": "setRequiredContentSizeIdentifiers:", "ad": "b", "identifiers": ["a", 1]}"#,
        #"{"t": -0, "event": "app.pause"}"#,
        #"{"t": 1e2, "event": "app.pause"}"#,
        #"{"t":1, "event": "app.pause"}"#,
        #"{"t": 1, "event":"app.pause"}"#,
        #"{"event": "app.pause", "t": 1}"#,
    ]
}

@Test func everyKindAsTheEncoderWritesItTakesTheFirstPath() throws {
    var g = SeededBytes(seed: 9)
    for event in GeneratedLines.events(&g) where event.thread == nil {
        let line = SessionEncoder.eventLine(event)
        guard let expected = EncodedLineCorpus.full(line) else { continue }  // e.g. a text with an escape
        let plain = line.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x80 } && !line.contains("\\")
        let got = EncodedLineCorpus.encoded(line)
        if plain { #expect(got == expected, "\(line)") } else { #expect(got == nil || got == expected, "\(line)") }
    }
}

@Test(arguments: EncodedLineCorpus.nearLines)
func linesNearTheEncodersLayoutDecodeTheSameOnEveryPath(line: String) {
    // Taken by the first path only when the full decoder gives the same event; decoded the
    // same either way.
    if let got = EncodedLineCorpus.encoded(line) { #expect(got == EncodedLineCorpus.full(line)) }
    expectSameOutcome(FastScannerCorpus.file(Array(line.utf8)), line)
}

@Test func eventNamesAreFoundByTheirFirstWord() {
    for (index, name) in EventNames.all.enumerated() {
        for tail in ["\", \"ad\": \"b\"}", "\"}"] {
            let bytes = Array((name + tail).utf8)
            let got: Int? = bytes.withUnsafeBufferPointer { buffer in
                var c = ByteCursor(buffer)
                let r = EncodedEventName.match(&c)
                if r != nil { #expect(c.i == name.utf8.count + 1, "\(name)") } else { #expect(c.i == 0) }
                return r
            }
            // Every name of seven bytes or more (the quote makes the eight), none shorter.
            #expect(got == (name.utf8.count >= 7 ? index : nil), "\(name)")
        }
        // The same first word with other bytes after it is not taken for the name.
        for other in [String(name.dropLast()), name + "x", name.prefix(8) + "?"] where other != name {
            let bytes = Array((other + "\", \"ad\": \"b\"}").utf8)
            let got = bytes.withUnsafeBufferPointer { buffer -> Int? in
                var c = ByteCursor(buffer)
                return EncodedEventName.match(&c)
            }
            #expect(got == EventNames.all.firstIndex(of: other).flatMap { other.utf8.count >= 7 ? $0 : nil }, "\(other)")
        }
    }
}

@Test func theTimeCacheGivesEachNumbersOwnValue() {
    // Times that share bytes with the one before (prefixes, one digit changed, longer and
    // shorter), up to and beyond 16 bytes with the comma, near the end of the buffer.
    let times = ["0", "0", "1", "1.5", "1.55", "1.5", "15", "150", "15", "12345.678", "12345.678", "12345.679",
                 "12345678901234.5", "12345678901234.5", "12345678901234.6", "123456789012345.6", "123456789012345.6",
                 "0.000001", "0.0000010", "1e2", "1e2", "100", "1E2", "-0", "-0", "0", "2.5", "2.50", "2.5",
                 // Every cached length (number and comma) from 8 to 16 bytes, each twice.
                 "1234567", "1234567", "1234567.1", "1234567.1", "1234567.12", "1234567.12", "1234567.123", "1234567.123",
                 "1234567.1234", "1234567.1234", "1234567.12345", "1234567.12345", "1234567.123456", "1234567.123456",
                 "1234567.1234567", "1234567.1234567", "1234567.1234568", "123456.1234567", "12345678", "12345678", "123456789"]
    var cache = RecentNumber()
    for (k, text) in times.enumerated() {
        for padding in [0, 1, 20] {
            let bytes = Array((text + ", \"event\"" + String(repeating: " ", count: padding)).utf8)
            let got = bytes.withUnsafeBufferPointer { buffer -> (Double?, Int) in
                var c = ByteCursor(UnsafeBufferPointer(rebasing: buffer[..<(text.utf8.count + 1 + padding)]))
                let v = cache.number(&c, before: UInt8(ascii: ","))
                return (v, c.i)
            }
            let expected = bytes.withUnsafeBufferPointer { buffer -> Double? in
                var c = ByteCursor(buffer)
                return c.number()
            }
            #expect(got.0?.bitPattern == expected?.bitPattern, "time \(k): \(text)")
            #expect(got.1 == text.utf8.count, "time \(k): \(text)")
        }
    }
}

@Test func aSessionOfRepeatedTimesAndViewsDecodesTheSameOnEveryPath() {
    // Times and views that repeat, or share their first bytes with the ones before.
    let lines = [
        #"{"t": 1.5, "event": "view.frame", "view": "content", "frame": [0, 0, 320, 480]}"#,
        #"{"t": 1.5, "event": "view.frame", "view": "content", "frame": [0, 0, 320, 480]}"#,
        #"{"t": 1.55, "event": "view.frame", "view": "contents", "frame": [0, 0, 320, 480]}"#,
        #"{"t": 1.55, "event": "view.frame", "view": "content", "frame": [0, 0, 320, 480]}"#,
        #"{"t": 2, "event": "app.pause"}"#,
        #"{"t": 2.0, "event": "app.pause"}"#,
        #"{"t": 20, "event": "app.pause"}"#,
        #"{"t": 20, "event": "view.frame", "view": "a-view-named-over-16-bytes", "frame": [0, 0, 1, 1]}"#,
        #"{"t": 20, "event": "view.frame", "view": "a-view-named-over-16-bytes", "frame": [0, 0, 1, 1]}"#,
        #"{"t": 200, "event": "app.pause"}"#,
        #"{"t": 200.25, "event": "app.pause"}"#,
    ]
    let bytes = FastScannerCorpus.header + Array(("\n" + lines.joined(separator: "\n")).utf8)
    expectSameOutcome(bytes, "repeated times and views")
    let events = SessionDecoding.decode(bytes).session?.events ?? []
    #expect(events.map(\.t) == [1.5, 1.5, 1.55, 1.55, 2, 2, 20, 20, 20, 200, 200.25])
    #expect(events.compactMap { if case .viewFrame(let view, _, _) = $0.kind { view } else { nil } }
            == ["content", "content", "contents", "content", "a-view-named-over-16-bytes", "a-view-named-over-16-bytes"])
}

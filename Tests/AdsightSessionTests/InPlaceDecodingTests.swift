import Testing
@_spi(Testing) @testable import AdsightSession

/// Events built in the session's array (`decodeInPlace`) whatever the room made for them:
/// none, too little (they outgrow it and move once), enough; with and without errors.
struct InPlaceDecodingTests {
    static let header = #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2"}"#

    static func file(events: Int, errorAt: Int? = nil) -> [UInt8] {
        var lines = [header]
        for i in 0..<events {
            lines.append(i == errorAt ? #"{"t": \#(i), "event": 3}"# : #"{"t": \#(i), "event": "user.tap", "ad": "a\#(i % 3)"}"#)
        }
        return Array(lines.joined(separator: "\n").utf8)
    }

    static func inPlace(_ bytes: [UInt8], expected: Int) -> DecodeOutcome {
        var decoder = SessionDecoder()
        return SessionDecoder.decodeInPlace(&decoder, decoder: \.self, expectedEvents: expected) { decoder in
            var number = 1
            for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
                decoder.feed(line: line, number: number)
                number += 1
            }
        }
    }

    @Test(arguments: [0, 1, 5, 16, 17, 100, 1000])
    func anyRoomGivesTheSameOutcome(events: Int) {
        for errorAt in [nil, 0, events / 2, events - 1] as [Int?] {
            let bytes = Self.file(events: events, errorAt: errorAt)
            let plain = SessionDecoding.decode(bytes, usesFastPaths: false)
            #expect(plain.eventCount == events)
            for expected in [0, 1, events / 2, events, events + 10] {
                #expect(Self.inPlace(bytes, expected: expected) == plain, "\(events) events, error at \(String(describing: errorAt)), room \(expected)")
            }
            #expect(SessionDecoding.decode(bytes) == plain)
        }
    }

    @Test func aDecoderFinishedWithoutLendingKeepsItsEvents() {
        var decoder = SessionDecoder()
        decoder.reserveEvents(forFileSize: 10)
        for (i, line) in String(decoding: Self.file(events: 40), as: UTF8.self).split(separator: "\n").enumerated() {
            decoder.feed(line: Array(line.utf8), number: i + 1)
        }
        #expect(decoder.finish() == SessionDecoding.decode(Self.file(events: 40), usesFastPaths: false))
    }
}

import AdsightJSON
import Testing
@testable import AdsightSession

/// Event lines the fast path must decode exactly as the slow path does (or leave to it).
let fastPathLines: [String] = {
    var lines = Fixture.decode("valid/every-event.jsonl").session.map { s in s.events.map(SessionEncoder.eventLine) } ?? []
    lines += String(decoding: Fixture.bytes("valid/every-event.jsonl"), as: UTF8.self).split(separator: "\n").dropFirst().map(String.init)
    lines += [
        #"{"t": 1, "event": "setHidden:", "ad": "b", "hidden": "no"}"#,
        #"{"t": 1, "event": "setHidden:", "ad": "b", "hidden": true, "hidden": false}"#,
        #"{"t": 1, "event": "user.tap", "ad": "b\u0000"}"#,
        #"{"t": 1, "event": "bannerView:didFailToReceiveAdWithError:", "ad": "b", "error": {"code": "X", "code": "Y"}}"#,
        #"{"t": 1, "event": "bannerView:didFailToReceiveAdWithError:", "ad": "b", "error": {"message": "m"}}"#,
        #"{"t": 1, "event": "setFrame:", "ad": "b", "frame": [0, 0, -1, 5]}"#,
        #"{"t": 1, "event": "setFrame:", "ad": "b", "frame": [[0], 0, 1, 5]}"#,
        #"{"t": 1, "event": "willRotateToInterfaceOrientation:duration:", "to": "up", "duration": 1}"#,
        #"{"t": 1, "event": "app.pause", "what": 3}"#,
        #"{"t": -1, "event": "app.pause"}"#,
        #"{"t": 1, "event": "init", "ad": "i", "class": "ADBannerView"}"#,
        #"{"t": 1, "event": "view.frame", "frame": [0, 0, 1, 1], "z": 1}"#,
        #"{"t": 1, "event": "release", "ad": "b", "extra": {"nested": true}}"#,
    ]
    return lines
}()

@Test(arguments: fastPathLines)
func fastPathAgreesWithTheSlowPath(line: String) throws {
    let document = try JSONParser.parse(Array(line.utf8))
    var ctx = LineContext(line: 7, document: document)
    let slow = EventDecoder.decode(document.root, &ctx).event
    let slowIsClean = ctx.errors.isEmpty && document.duplicateKeys().isEmpty && document.stringsContainingNUL().isEmpty
    if let fast = Array(line.utf8).withUnsafeBufferPointer({ EventLineScanner.decode($0, line: 7) }) {
        #expect(slowIsClean)
        #expect(fast == slow)
    } else {
        // Left to the slow path: fine whether or not the line is valid.
        #expect(Bool(true))
    }
}

@Test func fastPathTakesTheCommonEvents() throws {
    // Every defined kind, as the encoder writes it, is decoded by the one-pass scanner.
    let session = try #require(Fixture.decode("valid/every-event.jsonl").session)
    for event in session.events {
        let fast = Array(SessionEncoder.eventLine(event).utf8).withUnsafeBufferPointer { EventLineScanner.decode($0, line: event.line) }
        #expect(fast == event)
    }
}

import Testing
@testable import AdsightSession

struct MalformedCase: Sendable, CustomStringConvertible {
    var file: String
    var line: Int
    var column: Int
    var message: String
    var description: String { file }
}

let malformedCases: [MalformedCase] = [
    .init(file: "not-json", line: 2, column: 37, message: "not valid JSON"),
    .init(file: "not-object", line: 2, column: 1, message: "must be a JSON object"),
    .init(file: "empty", line: 1, column: 1, message: "empty file"),
    .init(file: "blank-only", line: 1, column: 1, message: "empty file"),
    .init(file: "header-only", line: 1, column: 1, message: "header but no events"),
    .init(file: "header-missing-os", line: 1, column: 1, message: "the header is missing \"os\""),
    .init(file: "header-missing-device", line: 1, column: 1, message: "the header is missing \"device\""),
    .init(file: "header-missing-id", line: 1, column: 1, message: "the header is missing \"id\""),
    .init(file: "header-bad-family", line: 1, column: 50, message: "\"device.family\" must be \"iPhone\", \"iPod touch\" or \"iPad\", found \"iPhone 4\""),
    .init(file: "header-bad-version", line: 1, column: 15, message: "\"adsession\" must be the integer 1"),
    .init(file: "header-bad-os", line: 1, column: 65, message: "\"os\" must be a dotted iOS version"),
    .init(file: "header-bad-os-text", line: 1, column: 65, message: "found \"four\""),
    .init(file: "header-bad-orientation", line: 1, column: 87, message: "\"orientation\" must be \"portrait\", \"portraitUpsideDown\", \"landscapeLeft\" or \"landscapeRight\""),
    .init(file: "header-bad-linkage", line: 1, column: 94, message: "\"app.iAdLinkage\" must be \"weak\" or \"required\""),
    .init(file: "header-bad-source", line: 1, column: 39, message: "\"source\" must be \"recorded\" or \"simulated\""),
    .init(file: "header-is-event", line: 1, column: 1, message: "must be the session header"),
    .init(file: "t-missing", line: 2, column: 1, message: "the event is missing \"t\""),
    .init(file: "t-string", line: 2, column: 7, message: "\"t\" must be a number, found \"1\""),
    .init(file: "t-negative", line: 2, column: 7, message: "\"t\" must not be negative"),
    .init(file: "t-huge", line: 2, column: 7, message: "\"t\" must be a finite number, found 1e309"),
    .init(file: "t-nan", line: 2, column: 7, message: "not valid JSON"),
    .init(file: "t-backwards", line: 3, column: 7, message: "earlier than the previous event's t 2 (line 2)"),
    .init(file: "event-missing", line: 2, column: 1, message: "the event is missing \"event\""),
    .init(file: "event-missing-ad", line: 2, column: 1, message: "\"bannerViewDidLoadAd:\" is missing \"ad\""),
    .init(file: "event-missing-field", line: 2, column: 1, message: "\"setHidden:\" is missing \"hidden\" (true or false)"),
    .init(file: "event-wrong-type", line: 2, column: 54, message: "\"hidden\" must be true or false, found \"yes\""),
    .init(file: "class-mismatch", line: 2, column: 57, message: "\"class\" of \"initWithFrame:\" must be \"ADBannerView\", found \"ADInterstitialAd\""),
    .init(file: "bad-frame", line: 2, column: 52, message: "\"frame\" must be a frame [x, y, width, height], found an array of 3 elements"),
    .init(file: "bad-orientation", line: 2, column: 47, message: "\"to\" must be \"portrait\""),
    .init(file: "duplicate-key", line: 2, column: 38, message: "duplicate key \"t\" (first at column 2)"),
    .init(file: "nul-escape", line: 2, column: 37, message: "NUL"),
    .init(file: "nul-byte", line: 2, column: 39, message: "NUL"),
    .init(file: "invalid-utf8", line: 2, column: 39, message: "invalid UTF-8"),
]

@Test(arguments: malformedCases)
func malformedFileIsInvalidWithAPreciseError(_ c: MalformedCase) throws {
    let outcome = Fixture.decode("malformed/\(c.file).jsonl")
    #expect(outcome.session == nil)
    #expect(!outcome.isValid)
    let first = try #require(outcome.errors.first)
    #expect(first.line == c.line)
    #expect(first.column == c.column)
    #expect(first.message.contains(c.message), "\(first.message)")
}

/// A file of one event line and no header has one error, on line 1: not also "the session
/// has a header but no events", which would contradict it.
@Test func anEventWithoutAHeaderIsOneError() {
    let outcome = Fixture.decode("malformed/header-is-only-event.jsonl")
    #expect(outcome.errors.count == 1)
    #expect(outcome.errors.first?.message.contains("must be the session header") == true)
    #expect(!outcome.errors.contains { $0.message.contains("no events") })
}

/// A header with a bad field and no event line: both are said (nothing is lost).
@Test func aBadHeaderWithoutEventsSaysBoth() {
    let outcome = SessionDecoding.decode(Array(#"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "four"}"#.utf8))
    #expect(outcome.errors.map(\.message).contains { $0.contains("\"os\" must be a dotted iOS version") })
    #expect(outcome.errors.map(\.message).contains { $0.contains("has a header but no events") })
}

@Test func everyErrorIsCollectedAndDecodingGoesOn() {
    let outcome = Fixture.decode("malformed/many-errors.jsonl")
    #expect(outcome.errors.map { [$0.line, $0.column] } == [[2, 1], [2, 1], [4, 7], [5, 1]])
    #expect(outcome.errors[0].message.contains("\"ad\""))
    #expect(outcome.errors[1].message.contains("\"hidden\""))
    #expect(outcome.eventCount == 3)
    #expect(outcome.header?.id == "x")
    #expect(outcome.session == nil)
}

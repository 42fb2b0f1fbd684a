import Testing
@testable import AdsightSession

private let header = #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2"}"#

/// A UTF-8 byte order mark at the start of a file is skipped with a warning, not an error.
@Test func aByteOrderMarkIsSkippedWithAWarning() throws {
    let outcome = SessionDecoding.decode([0xEF, 0xBB, 0xBF] + Array((header + "\n" + #"{"t": 0, "event": "viewWillAppear:"}"#).utf8))
    #expect(outcome.errors == [], "\(outcome.errors)")
    #expect(outcome.session?.events.count == 1)
    #expect(outcome.warnings.contains { $0.line == 1 && $0.message.contains("byte order mark") }, "\(outcome.warnings)")
}

/// An unknown event name close to a known one gets a did-you-mean; a far one does not.
@Test(arguments: [("bannerViewDidLoadAdd:", "bannerViewDidLoadAd:"), ("setdelegate:", "setDelegate:"),
                  ("app.pauze", "app.pause"), ("user.wave", nil)] as [(String, String?)])
func anUnknownEventGetsADidYouMean(_ name: String, _ suggestion: String?) throws {
    let outcome = SessionDecoding.decode(header + "\n" + #"{"t": 0, "event": "\#(name)"}"#)
    let message = try #require(outcome.warnings.first?.message)
    if let suggestion {
        #expect(message.contains("did you mean \"\(suggestion)\"?"), "\(message)")
    } else {
        #expect(!message.contains("did you mean"), "\(message)")
    }
}

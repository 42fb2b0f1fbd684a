import Testing
@_spi(Testing) @testable import AdsightSession

/// The header line's one-pass scanner: a header it takes decodes as the full parser and
/// `HeaderDecoder` decode it; anything else is left to them (same outcome, diagnostics
/// included).
enum HeaderCorpus {
    static let event = #"{"t": 0, "event": "viewWillAppear:"}"#
    static let rich = #"{"adsession": 1, "id": "rich-1", "title": "A title", "source": "simulated", "scenario": "s", "seed": 18446744073709551, "device": {"family": "iPod touch", "model": "iPod4,1"}, "os": "4.3.3", "app": {"name": "App", "version": "1.0", "deploymentTarget": "4.0", "iAdLinkage": "weak", "supportedOrientations": ["portrait", "landscape"]}, "orientation": "landscapeRight", "recordedAt": "2011-03-01T10:00:00Z"}"#

    static let headers: [String] = [
        rich,
        #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2"}"#,
        #"  {"os":"4.2","device":{"family":"iPad"},"id":"x","adsession":1}  "#,
        #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2"}"# + "\r",
        #"{"adsession": 1, "id": "", "device": {"family": "iPhone"}, "os": "4.2", "app": {}, "seed": 0}"#,
        #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2", "app": {"supportedOrientations": []}}"#,
        // Left to the full decoder (valid or not):
        #"{"adsession": 1.0, "id": "x", "device": {"family": "iPhone"}, "os": "4.2"}"#,
        #"{"adsession": 2, "id": "x", "device": {"family": "iPhone"}, "os": "4.2"}"#,
        #"{"adsession": 10, "id": "x", "device": {"family": "iPhone"}, "os": "4.2"}"#,
        #"{"adsession": 1, "adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2"}"#,
        #"{"adsession": 1, "id": "x", "device": {"family": "iPhone", "family": "iPad"}, "os": "4.2"}"#,
        #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2", "extra": [1, {"a": null}]}"#,
        #"{"adsession": 1, "id": "x", "device": {"family": "iPhone", "kind": "x"}, "os": "4.2"}"#,
        #"{"adsession": 1, "id": "x\u00e9", "device": {"family": "iPhone"}, "os": "4.2"}"#,
        #"{"adsession": 1, "id": "é", "device": {"family": "iPhone"}, "os": "4.2"}"#,
        #"{"adsession": 1, "id": 3, "device": {"family": "iPhone"}, "os": "4.2"}"#,
        #"{"adsession": 1, "device": {"family": "iPhone"}, "os": "4.2"}"#,
        #"{"adsession": 1, "id": "x", "os": "4.2"}"#,
        #"{"adsession": 1, "id": "x", "device": {"model": "m"}, "os": "4.2"}"#,
        #"{"adsession": 1, "id": "x", "device": {"family": "iphone"}, "os": "4.2"}"#,
        #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}}"#,
        #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2.x"}"#,
        #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "1.2.3.4.5.6.7.8.9"}"#,
        #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": 4.2}"#,
        #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2", "seed": -1}"#,
        #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2", "seed": 01}"#,
        #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2", "seed": 1.5}"#,
        #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2", "seed": 1e3}"#,
        #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2", "seed": 18446744073709551615}"#,
        #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2", "seed": 18446744073709551616}"#,
        #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2", "source": "live"}"#,
        #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2", "orientation": "sideways"}"#,
        #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2", "app": {"iAdLinkage": "strong"}}"#,
        #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2", "app": {"supportedOrientations": ["up"]}}"#,
        #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2", "app": {"supportedOrientations": "portrait"}}"#,
        #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2", "app": {"deploymentTarget": "four"}}"#,
        #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2", "title": null}"#,
        #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2",}"#,
        #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2"} x"#,
        #"{"t": 0, "event": "viewWillAppear:"}"#,
        #"{}"#, "[]", "", "   ", "{",
    ]
}

@Test(arguments: HeaderCorpus.headers)
func headerLinesDecodeTheSameOnEveryPath(header: String) {
    expectSameOutcome(Array((header + "\n" + HeaderCorpus.event + "\n").utf8), header)
    expectSameOutcome(Array(header.utf8), header + " (alone, no newline)")
    expectSameOutcome(Array(("\n \n" + header + "\n" + HeaderCorpus.event).utf8), header + " (after blank lines)")
}

@Test(arguments: [1, 2, 3] as [UInt64])
func mutatedHeadersDecodeTheSameOnEveryPath(seed: UInt64) {
    var g = SeededBytes(seed: seed)
    for header in HeaderCorpus.headers.prefix(6) {
        for m in GeneratedLines.mutations(of: header, count: 150, &g) {
            expectSameOutcome(m + Array(("\n" + HeaderCorpus.event + "\n").utf8), String(decoding: m, as: UTF8.self))
        }
    }
}

@Test func plainHeadersTakeTheScanner() throws {
    // Headers as the encoder writes them (every field set, and the fewest) and the plain
    // ones above must not fall back.
    var lines = HeaderCorpus.headers.prefix(6).map { $0 }
    for path in ["valid/every-event.jsonl", "valid/crlf-blank-unknown.jsonl"] {
        if let header = Fixture.decode(path).header { lines.append(SessionEncoder.headerLine(header)) }
    }
    for line in lines {
        let bytes = Array(line.utf8)
        let full = SessionDecoding.decode(bytes + Array(("\n" + HeaderCorpus.event).utf8), usesFastPaths: false)
        let expected = try #require(full.header, "\(line)")
        let fast = bytes.withUnsafeBufferPointer { HeaderLineScanner.decode($0, from: 0, atEnd: true) }
        #expect(fast?.header == expected, "\(line)")
        #expect(fast?.end == bytes.count)
    }
}

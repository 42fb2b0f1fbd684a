import Testing
@testable import AdsightCLI
import AdsightSession

/// A file mixing plain event lines (the one-pass path) with everything that needs the full
/// decoder: CRLF, blank lines, invalid and out-of-order lines, an overlong line.
let splitterText: String = {
    var text = #"{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2"}"# + "\n"
    for i in 0..<400 {
        switch i % 9 {
        case 0: text += #"{"t": \#(i), "event": "setFrame:", "ad": "b", "frame": [0, 1.5, 320, 50]}"# + "\r\n"
        case 1: text += "\n  \t\n"
        case 2: text += #"{"t": \#(i), "event": "app.alert", "message": "\#(String(repeating: "m", count: i % 50))"}"# + "\n"
        case 3: text += #"{"t": \#(i - 50), "event": "viewWillAppear:"}"# + "\n"
        case 4: text += #"{"t": \#(i), "event": "setHidden:", "ad": "b", "hidden": 1}"# + "\n"
        case 5: text += #"{"t": \#(i), "event": "app.pause", "what": "\#(String(repeating: "w", count: 300))"}"# + "\n"
        case 6: text += #"{"t": \#(i), "event": "user.tap", "ad": "b"} x"# + "\n"
        default: text += #"{"t": \#(i), "event": "view.frame", "view": "content", "frame": [0, 0, 320, 430], "z": -1}"# + "\n"
        }
    }
    return text + #"{"t": 999, "event": "viewWillAppear:"}"#  // no final newline
}()

func splitOutcome(_ bytes: [UInt8], chunks: [Int], maxLineLength: Int) -> DecodeOutcome {
    var splitter = LineSplitter(maxLineLength: maxLineLength)
    var start = 0
    var k = 0
    while start < bytes.count {
        let end = min(bytes.count, start + chunks[k % chunks.count])
        splitter.consume(bytes[start..<end])
        start = end
        k += 1
    }
    return splitter.finish()
}

@Test(arguments: [[1], [7], [64], [4096], [65536], [13, 200, 1, 999, 77]])
func chunkingDoesNotChangeTheOutcome(chunks: [Int]) {
    let bytes = Array(splitterText.utf8)
    let whole = SessionDecoding.decode(bytes)
    #expect(whole.errors.count > 50)
    #expect(splitOutcome(bytes, chunks: chunks, maxLineLength: 1 << 20) == whole)
    // With a cap that some lines exceed: the same as feeding one byte at a time.
    let capped = splitOutcome(bytes, chunks: [1], maxLineLength: 120)
    #expect(capped.errors.contains { $0.message.contains("is longer than 120 bytes") })
    #expect(splitOutcome(bytes, chunks: chunks, maxLineLength: 120) == capped)
}

@Test(arguments: [Int.max, 0])
func extremeLineCapsNeitherCrashNorChangeTheRules(cap: Int) {
    let bytes = Array(splitterText.utf8)
    #expect(splitOutcome(bytes, chunks: [4096], maxLineLength: cap) == splitOutcome(bytes, chunks: [1], maxLineLength: cap))
}

import Testing
@_spi(Testing) @testable import AdsightSession

/// The loop over lines whose tails were read before (`RepeatedLines`, inside
/// `feedEventLines`) against the full decoder: a file fed as a reader feeds it (chunks cut
/// anywhere, lines spanning chunks gathered and fed whole), with room for all events, for
/// a few (the loop runs out of room and asks for more) or none, and tables of every size.
enum RepeatedLinesCorpus {
    /// Lines that repeat (tails found), interleaved with lines the loop must stop at or
    /// read afresh: a new tail, another member order or spacing, time going back, equal times, a tail too
    /// short or too long to keep, an unknown event, a broken line, CR endings, blank lines.
    static func lines(withFaults faults: Bool) -> [String] {
        var out: [String] = []
        var t = 0.0
        let repeated = [
            #""event": "setDelegate:", "ad": "ad-1", "delegate": true}"#,
            #""event": "bannerViewDidLoadAd:", "ad": "ad-1"}"#,
            #""event": "setFrame:", "ad": "ad-1", "frame": [0, 430, 320, 50]}"#,
            #""event": "bannerView:didFailToReceiveAdWithError:", "ad": "ad-1", "error": {"code": "ADErrorServerFailure", "message": "The server failed to respond"}}"#,
            #""event": "app.alert", "message": "a message that lives on the heap, not in the string"}"#,
            #""event": "user.tap", "ad": "b"}"#,
        ]
        for round in 0..<40 {
            for (k, tail) in repeated.enumerated() {
                t += Double((round * 7 + k) % 3) * 0.25
                out.append(#"{"t": \#(t), \#(tail)"#)
            }
            switch round % 10 {
            case 0: out.append(#"{"t": \#(t), "ad": "b", "event": "user.tap"}"#)
            case 1: out.append(#"{"t": \#(t), "event": "bannerViewDidLoadAd:", "ad": "ad-\#(round)"}"#)
            case 2: out.append(#"{"t":\#(t),"event":"user.tap","ad":"b"}"#)
            case 3 where faults: out.append(#"{"t": \#(t - 1), "event": "user.tap", "ad": "b"}"#)
            case 4: out.append(#"{"t": \#(t), "event": "x"}"#)
            case 5: out.append(#"{"t": \#(t), "event": "app.alert", "message": "\#(String(repeating: "long ", count: 60))"}"#)
            case 6: out.append(#"{"t": \#(t), "event": "user.frobnicate", "ad": "b"}"#)
            case 7: out.append(#"{"t": \#(t), "event": "user.tap", "ad": "b"}"# + "\r")
            case 8: out.append("")
            case 9 where faults && round == 39: out.append(#"{"t": \#(t), "event": "user.tap", "ad": "b""#)
            default: break
            }
        }
        return out
    }

    static func file(_ lines: [String]) -> [UInt8] {
        Array(([String(decoding: FastScannerCorpus.header, as: UTF8.self)] + lines).joined(separator: "\n").utf8) + [10]
    }

    /// Feeds `bytes` to a decoder building its events in place (room for `room`) in chunks of
    /// `chunk` bytes, as `LineSplitter` does: the lines of a chunk through
    /// `feedEventLines`, then a line left there fed whole.
    static func decode(_ bytes: [UInt8], chunk: Int, room: Int, setBits: Int) -> DecodeOutcome {
        var decoder = SessionDecoder()
        decoder.tailSetBits = setBits
        return SessionDecoder.decodeInPlace(&decoder, decoder: \.self, expectedEvents: room) { decoder in
            var pending: [UInt8] = []
            var number = 1
            var chunkStart = 0
            while chunkStart < bytes.count {
                let piece = Array(bytes[chunkStart..<min(chunkStart + chunk, bytes.count)])
                chunkStart += chunk
                piece.withUnsafeBufferPointer { buffer in
                    var start = 0
                    while start < buffer.count {
                        if pending.isEmpty {
                            let (lines, next) = decoder.feedEventLines(buffer, from: start, number: number)
                            number += lines
                            start = next
                            if start == buffer.count { return }
                        }
                        guard let newline = buffer[start...].firstIndex(of: 10) else {
                            pending += buffer[start...]
                            return
                        }
                        pending += buffer[start..<newline]
                        decoder.feed(line: pending, number: number)
                        pending = []
                        number += 1
                        start = newline + 1
                    }
                }
            }
            if !pending.isEmpty { decoder.feed(line: pending, number: number) }
        }
    }
}

@Test(arguments: [1 << 20, 4096, 333, 64, 7])
func runsOfRepeatedLinesDecodeAsTheFullDecoderDoes(chunk: Int) {
    let faulty = RepeatedLinesCorpus.file(RepeatedLinesCorpus.lines(withFaults: true))
    let full = SessionDecoding.decode(faulty, usesFastPaths: false)
    #expect(full.errors.count > 3 && (full.session?.events.count ?? 0) == 0)
    // The same file without its faulty lines: every event kept.
    let valid = RepeatedLinesCorpus.file(RepeatedLinesCorpus.lines(withFaults: false))
    let validFull = SessionDecoding.decode(valid, usesFastPaths: false)
    #expect(validFull.errors.isEmpty && (validFull.session?.events.count ?? 0) > 240)
    for (bytes, expected) in [(faulty, full), (valid, validFull)] {
        for room in [0, 1, 5, 300] {
            for setBits in [LineTails.defaultSetBits, 1, 0] {
                let fast = RepeatedLinesCorpus.decode(bytes, chunk: chunk, room: room, setBits: setBits)
                #expect(fast == expected, "chunk \(chunk), room \(room), \(setBits) set bits")
                #expect(fast.session?.events.map(\.line) == expected.session?.events.map(\.line))
            }
        }
    }
}

/// The error messages iAd gives (as the simulator writes them) are read as literals, whose
/// copies retain nothing (and whose line tails are copied bit for bit); others as new text.
@Test func knownErrorMessagesAreReadAsLiterals() {
    let known = [
        "Ad inventory unavailable", "The server failed to respond", "Loading throttled", "iAd is not configured for this app",
        "The application is inactive", "The operation couldn't be completed",
    ]
    for text in known + ["Loading throttlee", "Some other message of some length"] {
        let bytes = Array(text.utf8)
        let read = bytes.withUnsafeBufferPointer { KnownText.errorMessage(ByteText(base: $0.baseAddress!, count: $0.count)) }
        #expect(read == text)
        #expect(LineTails.isImmortal(read) == known.contains(text), "\(text)")
    }
}

/// A tail that followed another is looked for first where that one's successor is kept
/// (`LineTails.successors`): after A B A B, the line after A is B changed in one byte (at
/// every position), or B longer or shorter, and must be read afresh, not taken for B.
@Test(arguments: LineTailsCorpus.lines.indices)
func aSuccessorChangedInAnyByteIsReadAfresh(index: Int) {
    let a = Array(#"{"t": 1, "event": "bannerViewDidLoadAd:", "ad": "first-ad"}"#.utf8)
    let b = Array(LineTailsCorpus.lines[index].utf8)
    let tail = b.firstIndex(of: UInt8(ascii: ","))!
    var variants = (tail..<b.count).map { LineTailsCorpus.respelled(b, at: $0) }
    variants.append(Array(b.dropLast()) + Array(" }".utf8))
    variants.append(b.count > tail + 30 ? Array(b[..<(tail + 24)]) + Array(b[(tail + 25)...]) : b + [32])
    for changed in variants {
        let bytes = LineTailsCorpus.file([a, b, a, b, a, changed, a, b])
        LineTailsCorpus.expectSame(bytes, String(decoding: changed, as: UTF8.self))
    }
}

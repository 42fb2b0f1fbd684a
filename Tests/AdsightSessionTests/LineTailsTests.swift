import Dispatch
import Testing
@_spi(Testing) @testable import AdsightSession

/// The line tail cache (`LineTails`: a line whose bytes after `t` were read before takes
/// its `ad` and kind from the cache) against the full decoder: a tail that differs from a
/// cached one in any byte, or in length, must be read afresh.
enum LineTailsCorpus {
    /// Lines as the encoder writes them, every kind (the ones the first path takes).
    static let lines: [String] = {
        var g = SeededBytes(seed: 21)
        var out: [String] = []
        for event in GeneratedLines.events(&g) where event.thread == nil {
            var e = event
            e.t = 1
            out.append(SessionEncoder.eventLine(e))
        }
        // Long names and texts (heap strings: entries that are copied with a retain), a
        // tail of 128 bytes and more (not kept), frames and identifiers.
        out += [
            #"{"t": 1, "event": "view.frame", "view": "a-view-named-at-length", "frame": [0, 0, 320, 480]}"#,
            #"{"t": 1, "event": "app.transition", "from": "the-first-long-screen", "to": "the-second-long-screen"}"#,
            #"{"t": 1, "event": "bannerViewDidLoadAd:", "ad": "an-ad-with-a-long-name"}"#,
            #"{"t": 1, "event": "setFrame:", "ad": "b", "frame": [0, 0, 320, 50], "z": 2}"#,
            #"{"t": 1, "event": "setRequiredContentSizeIdentifiers:", "ad": "b", "identifiers": ["ADBannerContentSizeIdentifierPortrait", "ADBannerContentSizeIdentifierLandscape"]}"#,
            #"{"t": 1, "event": "setRequiredContentSizeIdentifiers:", "ad": "b", "identifiers": ["ADBannerContentSizeIdentifierPortrait", "X"]}"#,
            #"{"t": 1, "event": "bannerView:didFailToReceiveAdWithError:", "ad": "b", "error": {"code": "ADErrorServerFailure", "message": "m"}}"#,
            #"{"t": 1, "event": "app.alert", "message": "0123456789abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklm"}"#,
            #"{"t": 1, "event": "app.alert", "message": "0123456789abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmn"}"#,
            #"{"t": 1, "event": "app.alert", "message": "0123456789abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmno"}"#,
            #"{"t": 1, "event": "user.tap"}"#,
            #"{"t": 1, "event": "release", "ad": "i"}"#,
        ]
        return out
    }()

    /// `line` with the byte at `k` changed: a digit to the next (9 to 8), a letter to the
    /// next letter, anything else to "x"; still valid for most digits and letters.
    static func respelled(_ line: [UInt8], at k: Int) -> [UInt8] {
        var out = line
        let b = line[k]
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "8"): out[k] = b + 1
        case UInt8(ascii: "9"): out[k] = UInt8(ascii: "8")
        case UInt8(ascii: "a")...UInt8(ascii: "y"), UInt8(ascii: "A")...UInt8(ascii: "Y"): out[k] = b + 1
        case UInt8(ascii: "z"), UInt8(ascii: "Z"): out[k] = b - 1
        default: out[k] = UInt8(ascii: "x")
        }
        return out
    }

    static let newline = UInt8(ascii: "\n")

    /// The fast paths with a table of full size, of 2 sets and of 1 (every tail compared
    /// with the last two, whatever its hash), against the full decoder.
    static func expectSame(_ bytes: [UInt8], _ comment: @autoclosure () -> String) {
        let full = SessionDecoding.decode(bytes, usesFastPaths: false)
        for bits in [LineTails.defaultSetBits, 1, 0] {
            let fast = SessionDecoding.decode(bytes, usesFastPaths: true, tailSetBits: bits)
            #expect(fast == full, Comment(rawValue: "\(bits) set bits: \(comment())"))
        }
    }

    /// Lines joined by "\n" after the header, with a final "\n" when `endsWithNewline`.
    static func file(_ lines: [[UInt8]], endsWithNewline: Bool = true) -> [UInt8] {
        var out = FastScannerCorpus.header
        for line in lines { out.append(newline); out += line }
        if endsWithNewline { out.append(newline) }
        return out
    }
}

/// Each line, then the line with one byte of its tail changed (at every position), then
/// the line again: the changed line must not be taken for the cached one, and the line
/// after it is read from the cache again (or afresh) with the same result.
@Test(arguments: LineTailsCorpus.lines.indices)
func aTailChangedInAnyByteIsReadAfresh(index: Int) {
    let line = Array(LineTailsCorpus.lines[index].utf8)
    let tail = line.firstIndex(of: UInt8(ascii: ","))!
    for k in tail..<line.count {
        let changed = LineTailsCorpus.respelled(line, at: k)
        let bytes = LineTailsCorpus.file([line, changed, line])
        LineTailsCorpus.expectSame(bytes, "\(index) at \(k): \(String(decoding: changed, as: UTF8.self))")
    }
}

/// A cached tail followed by the same tail one byte longer or shorter (in the middle and at
/// the end, before and after its "}"), by later times, and as the last line without "\n".
@Test(arguments: LineTailsCorpus.lines.indices)
func aTailOfAnotherLengthOrTimeIsReadAfresh(index: Int) {
    let line = Array(LineTailsCorpus.lines[index].utf8)
    let tail = line.firstIndex(of: UInt8(ascii: ","))!
    let middle = tail + (line.count - tail) / 2
    var variants: [[UInt8]] = []
    variants.append(Array(line[..<middle]) + Array(line[(middle + 1)...]))
    variants.append(Array(line[..<middle]) + [line[middle]] + Array(line[middle...]))
    variants.append(line + [UInt8(ascii: " ")])
    variants.append(Array(line.dropLast()) + [UInt8(ascii: " "), UInt8(ascii: "}")])
    variants.append(Array(line.dropLast()))
    variants.append(line + [UInt8(ascii: "\r")])
    let later = Array(String(decoding: line, as: UTF8.self).replacingOccurrences(of: #"{"t": 1,"#, with: #"{"t": 2.5,"#).utf8)
    let earlier = Array(String(decoding: line, as: UTF8.self).replacingOccurrences(of: #"{"t": 1,"#, with: #"{"t": 0.5,"#).utf8)
    for v in variants {
        LineTailsCorpus.expectSame(LineTailsCorpus.file([line, v, line]), String(decoding: v, as: UTF8.self))
        LineTailsCorpus.expectSame(LineTailsCorpus.file([line, later, v]), String(decoding: v, as: UTF8.self))
    }
    LineTailsCorpus.expectSame(LineTailsCorpus.file([line, later, line]), "t back")
    LineTailsCorpus.expectSame(LineTailsCorpus.file([line, line, earlier]), "t earlier")
    LineTailsCorpus.expectSame(LineTailsCorpus.file([line, later, later], endsWithNewline: false), "last line without newline")
}

/// Every corpus line after every other (each tail cached, then others hashed to the same
/// or other slots), three rounds with times going up: the whole session the same.
@Test func manyTailsInOneSessionDecodeTheSame() {
    var lines: [[UInt8]] = []
    for round in 1...3 {
        for (i, line) in LineTailsCorpus.lines.enumerated() where EncodedLineCorpus.full(line) != nil {
            let t = "\(round * 1000 + i)"
            lines.append(Array(line.replacingOccurrences(of: #"{"t": 1,"#, with: #"{"t": \#(t),"#).utf8))
        }
    }
    let bytes = LineTailsCorpus.file(lines)
    let outcome = SessionDecoding.decode(bytes, usesFastPaths: true)
    #expect(outcome.errors.isEmpty)
    #expect((outcome.session?.events.count ?? 0) > 3 * 50)
    LineTailsCorpus.expectSame(bytes, "all lines, 3 rounds")
}

/// A decoder copied in the middle of a file: both copies go on with other lines and each
/// gives what a fresh decoder gives for its own lines (the copies do not share a cache).
@Test func copiesOfADecoderKeepTheirOwnTails() {
    let a = Array(#"{"t": 1, "event": "bannerViewDidLoadAd:", "ad": "first"}"#.utf8) + [10]
    let b = Array(#"{"t": 1, "event": "bannerViewDidLoadAd:", "ad": "other"}"#.utf8) + [10]
    let header = FastScannerCorpus.header + [10]
    func feed(_ d: inout SessionDecoder, _ bytes: [UInt8], from number: Int) {
        bytes.withUnsafeBufferPointer { buffer in
            let (lines, next) = d.feedEventLines(buffer, from: 0, number: number)
            #expect(lines == 1 && next == bytes.count)
        }
    }
    var first = SessionDecoder()
    first.feed(line: header.dropLast(), number: 1)
    feed(&first, a, from: 2)
    var second = first
    feed(&first, a, from: 3)
    feed(&second, b, from: 3)
    feed(&second, a, from: 4)
    let ads1 = first.finish().session?.events.map(\.ad)
    let ads2 = second.finish().session?.events.map(\.ad)
    #expect(ads1 == ["first", "first"])
    #expect(ads2 == ["first", "other", "first"])
}

/// Which values are copied bit for bit: strings held in the value or immortal, never a
/// string on the heap or an array.
@Test func onlyValuesWithoutReferencesAreCopiedBitForBit() {
    let heap = String(repeating: "long-name-", count: 4)
    let small = String(decoding: Array("ad-1".utf8), as: UTF8.self)
    #expect(LineTails.isImmortal(small))
    #expect(LineTails.isImmortal("a literal that is longer than fifteen bytes"))
    #expect(!LineTails.isImmortal(heap))
    #expect(LineTails.holdsNoReference(nil, .userTap))
    #expect(LineTails.holdsNoReference(small, .setFrame(Rect(x: 0, y: 0, width: 1, height: 1), z: nil)))
    #expect(!LineTails.holdsNoReference(heap, .userTap))
    #expect(!LineTails.holdsNoReference(nil, .viewFrame(view: heap, frame: Rect(x: 0, y: 0, width: 1, height: 1), z: nil)))
    #expect(!LineTails.holdsNoReference(nil, .transition(from: small, to: heap)))
    #expect(!LineTails.holdsNoReference(nil, .setRequiredContentSizeIdentifiers([])))
    #expect(!LineTails.holdsNoReference(nil, .bannerDidFail(AdError(code: "c", message: heap))))
    #expect(LineTails.holdsNoReference(nil, .bannerDidFail(AdError(code: "c", message: nil))))
}

/// Tables go from one file to the next (`LineTailsPool`): a file read after others that
/// cached the same tails, and tails one byte away, decodes as the full decoder does.
@Test func aTableKeptFromEarlierFilesGivesTheSameOutcome() {
    let lines = LineTailsCorpus.lines.filter { EncodedLineCorpus.full($0) != nil }.map { Array($0.utf8) }
    let file = LineTailsCorpus.file(lines)
    for round in 0..<3 {
        expectSameOutcome(file, "round \(round)")
        for line in lines {
            let tail = line.firstIndex(of: UInt8(ascii: ","))!
            let changed = LineTailsCorpus.respelled(line, at: tail + (line.count - tail) * (round + 1) / 4)
            expectSameOutcome(LineTailsCorpus.file([changed]), String(decoding: changed, as: UTF8.self))
        }
    }
}

/// Decoders on several threads at once take and give back tables (`LineTailsPool`): each
/// file still decodes as the full decoder does.
@Test func decodersOnSeveralThreadsShareThePool() {
    let lines = LineTailsCorpus.lines.filter { EncodedLineCorpus.full($0) != nil }.map { Array($0.utf8) }
    let files = (0..<8).map { k in LineTailsCorpus.file(Array(lines[(k % 3)...])) }
    let expected = files.map { SessionDecoding.decode($0, usesFastPaths: false) }
    /// One flag per thread and round, each written by one thread only.
    struct Flags: @unchecked Sendable { let buffer: UnsafeMutableBufferPointer<Bool> }
    let flags = Flags(buffer: .allocate(capacity: 8 * 20))
    flags.buffer.initialize(repeating: false)
    defer { flags.buffer.deallocate() }
    DispatchQueue.concurrentPerform(iterations: 8) { k in
        for round in 0..<20 { flags.buffer[k * 20 + round] = SessionDecoding.decode(files[k]) == expected[k] }
    }
    #expect(flags.buffer.allSatisfy { $0 })
}

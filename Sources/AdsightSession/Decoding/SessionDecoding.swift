/// Decoding a whole session held in memory (tests, note examples).
public enum SessionDecoding {
    /// Decodes a whole file's bytes, splitting lines at "\n" (a "\r" before it is ignored).
    public static func decode(_ bytes: [UInt8]) -> DecodeOutcome {
        decode(bytes, usesFastPaths: true)
    }

    /// `usesFastPaths: false` decodes every line with the full parser and decoder (for tests
    /// and the fuzzer, which check that both ways give the same outcome).
    @_spi(Testing)
    public static func decode(_ bytes: [UInt8], usesFastPaths: Bool) -> DecodeOutcome {
        var decoder = SessionDecoder()
        decoder.usesFastPaths = usesFastPaths
        decoder.reserveEvents(forFileSize: bytes.count)
        bytes.withUnsafeBufferPointer { buffer in
            var number = 1
            var start = 0
            while start < buffer.count {
                let (lines, next) = decoder.feedEventLines(buffer, from: start, number: number)
                number += lines
                start = next
                guard start < buffer.count else { break }
                let end = decoder.feedEventLine(buffer, from: start, atEnd: true, number: number)
                    ?? decoder.feedLine(buffer, from: start, number: number)
                number += 1
                start = end + 1
            }
        }
        return decoder.finish()
    }

    /// Decodes a whole file given as text.
    public static func decode(_ text: String) -> DecodeOutcome {
        decode(Array(text.utf8))
    }
}

/// Decoding a whole session held in memory (tests, note examples).
public enum SessionDecoding {
    /// Decodes a whole file's bytes, splitting lines at "\n" (a "\r" before it is ignored).
    public static func decode(_ bytes: [UInt8]) -> DecodeOutcome {
        var decoder = SessionDecoder()
        var number = 1
        var start = bytes.startIndex
        while let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            decoder.feed(line: bytes[start..<newline], number: number)
            number += 1
            start = newline + 1
        }
        if start < bytes.endIndex { decoder.feed(line: bytes[start...], number: number) }
        return decoder.finish()
    }

    /// Decodes a whole file given as text.
    public static func decode(_ text: String) -> DecodeOutcome {
        decode(Array(text.utf8))
    }
}

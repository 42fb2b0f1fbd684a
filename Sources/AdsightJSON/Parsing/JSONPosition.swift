/// Turns byte offsets into 1-based lines and columns.
public enum JSONPosition {
    /// The 1-based line and column of `offset` in `bytes`. Lines end at "\n"; a column
    /// counts Unicode scalars (bytes that do not continue a UTF-8 sequence) from the line start.
    public static func locate<C: Collection<UInt8>>(offset: Int, in bytes: C) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var i = 0
        for b in bytes {
            if i >= offset { break }
            if b == UInt8(ascii: "\n") {
                line += 1; column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return (line, column)
    }
}

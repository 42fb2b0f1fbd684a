/// Where a string's body lies in the line (byte offsets, end exclusive).
struct ByteSpan {
    var start = 0
    var end = 0
}

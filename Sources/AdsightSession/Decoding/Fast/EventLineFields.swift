/// The members of one event line as the fast scanner found them: numbers and booleans
/// converted, strings left as spans of the line until an event keeps them.
struct EventLineFields {
    /// Bit `EventField.rawValue` is set for each member seen.
    var seen: UInt32 = 0
    /// Bit `EventField.rawValue` is set for each boolean member that is `true`.
    var trues: UInt32 = 0
    var t = 0.0
    var z = 0.0
    var duration = 0.0
    var name = -1
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The `identifiers` array, brackets included.
    var identifiers = ByteSpan()
    var ad = ByteSpan(), thread = ByteSpan(), cls = ByteSpan(), identifier = ByteSpan()
    var to = ByteSpan(), view = ByteSpan(), what = ByteSpan(), from = ByteSpan()
    var reason = ByteSpan(), message = ByteSpan()
    /// `error.code` and `error.message` (when `hasErrorMessage`).
    var errorCode = ByteSpan(), errorMessage = ByteSpan()
    var hasErrorMessage = false

    @inline(__always)
    func has(_ f: EventField) -> Bool { seen & f.bit != 0 }

    @inline(__always)
    func isTrue(_ f: EventField) -> Bool { trues & f.bit != 0 }

    /// Stores a string member's span; false for a field that is not a string.
    @inline(__always)
    mutating func setText(_ f: EventField, _ s: ByteSpan) -> Bool {
        switch f {
        case .ad: ad = s
        case .thread: thread = s
        case .cls: cls = s
        case .identifier: identifier = s
        case .to: to = s
        case .view: view = s
        case .what: what = s
        case .from: from = s
        case .reason: reason = s
        case .message: message = s
        default: return false
        }
        return true
    }
}

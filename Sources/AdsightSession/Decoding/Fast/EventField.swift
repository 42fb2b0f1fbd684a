/// The members an event line may have on the fast path; any other key sends the line to
/// the slow path. Raw values index the `seen` bit mask of `EventLineFields`.
enum EventField: Int, CaseIterable {
    case t, event, ad, thread, cls, frame, delegate, identifiers, identifier, z
    case hidden, inViewController, value, willLeave, returned, to, duration, view
    case what, from, reason, message, error

    /// The field a key names, matched by length then bytes.
    @inline(__always)
    static func match(_ k: ByteText) -> EventField? {
        switch k.count {
        case 1: if k.equals("t") { return .t }; if k.equals("z") { return .z }
        case 2: if k.equals("ad") { return .ad }; if k.equals("to") { return .to }
        case 4: if k.equals("view") { return .view }; if k.equals("what") { return .what }; if k.equals("from") { return .from }
        case 5:
            if k.equals("event") { return .event }; if k.equals("class") { return .cls }; if k.equals("frame") { return .frame }
            if k.equals("value") { return .value }; if k.equals("error") { return .error }
        case 6: if k.equals("thread") { return .thread }; if k.equals("hidden") { return .hidden }; if k.equals("reason") { return .reason }
        case 7: if k.equals("message") { return .message }
        case 8: if k.equals("delegate") { return .delegate }; if k.equals("returned") { return .returned }; if k.equals("duration") { return .duration }
        case 9: if k.equals("willLeave") { return .willLeave }
        case 10: if k.equals("identifier") { return .identifier }
        case 11: if k.equals("identifiers") { return .identifiers }
        case 16: if k.equals("inViewController") { return .inViewController }
        default: break
        }
        return nil
    }

    @inline(__always)
    var bit: UInt32 { 1 << UInt32(rawValue) }

    /// The member's key as the line writes it (`match` finds each: `EventFieldTests`).
    var key: String { Self.keys[rawValue] }

    static let keys = ["t", "event", "ad", "thread", "class", "frame", "delegate", "identifiers", "identifier", "z",
                       "hidden", "inViewController", "value", "willLeave", "returned", "to", "duration", "view",
                       "what", "from", "reason", "message", "error"]
}

/// `field == literal` (`!=` with `negate`) on the event being matched, read in place
/// (no copy of the event into the context, no closure).
final class FieldEqualsTest: Test, @unchecked Sendable {
    let field: EventField, literal: Value, negate: Bool

    init(_ field: EventField, _ literal: Value, negate: Bool, _ eval: @escaping @Sendable (EvalContext) -> Value) {
        self.field = field; self.literal = literal; self.negate = negate
        switch literal {
        case .string(let s): text = s; inPlace = true
        case .null: text = nil; inPlace = true
        default: text = nil; inPlace = false
        }
        textIsMain = text == "main"
        if case .bool(let b) = literal, field.isPayloadFlag { flag = b } else { flag = nil }
        nameIndex = field == .event ? text.flatMap { EventVocabulary.indexByName[$0] } ?? -1 : -1
        super.init(eval)
    }

    /// `inconsistency != nil`, or `inconsistency == "text"`.
    override var needsInconsistency: Bool { field == .inconsistency && inPlace && (text == nil) == negate }

    /// `thread != "main"`, or `thread == "text"` for another text: an event naming no thread
    /// reads "main", which neither holds for.
    override var needsThread: Bool { field == .thread && inPlace && text != nil && negate == textIsMain }

    /// The literal as an optional string, when it is a string or `nil` (`inPlace`).
    private let text: String?
    private let inPlace: Bool
    /// `text == "main"`: what a `thread` literal is compared with when the event names no thread.
    private let textIsMain: Bool
    /// The literal, when it is a boolean and the field a boolean of the payload (read in place).
    private let flag: Bool?
    /// For `event`: the literal's vocabulary index (-1: not a known wire name, or not a string).
    private let nameIndex: Int
    /// `EventVocabulary.unknownIndex` (a `static let` read per test is a call).
    private let unknownIndex = EventVocabulary.unknownIndex

    override func holds(in c: inout EvalContext) -> Bool {
        if let flag {
            // `.bool(x) == .bool(flag)` for an event carrying the field; `.null` equals no boolean.
            guard c.slot >= 0 else { return negate }
            return (c.withEvent(field.flag(at:)) == flag) != negate
        }
        if let equal = equalsInPlace(&c) { return equal != negate }
        let value: Value
        if c.slot < 0 {
            value = .null
        } else if field == .inconsistency {
            value = c.inconsistency.map(Value.string) ?? .null
        } else {
            value = field.read(c.events[c.events.startIndex + c.slot], inconsistency: c.inconsistency)
        }
        return (value == literal) != negate
    }

    /// `value == literal` for the string fields read most (`inconsistency`, `thread`,
    /// `event`, `ad`) against a string or `nil` literal, without building a `Value`; nil for
    /// any other field or literal.
    @inline(__always)
    private func equalsInPlace(_ c: inout EvalContext) -> Bool? {
        guard inPlace else { return nil }
        if field == .inconsistency { return c.slot < 0 ? text == nil : c.inconsistency == text }
        guard c.slot >= 0 else { return text == nil }
        let i = c.events.startIndex + c.slot
        switch field {
        case .thread:
            // Most events name no thread: no string built or compared for them.
            guard let thread = c.events[i].thread else { return textIsMain }
            return text == thread
        case .event:
            // A known event's name is its index's wire name (one per index): no name built.
            let k = c.eventIndex
            if k >= 0, k != unknownIndex { return nameIndex == k }
            return text == c.events[i].name
        case .ad: return c.events[i].ad == text
        case .errorCode:
            return c.withEvent { e in
                switch e.pointee.kind {
                case .bannerDidFail(let error), .interstitialDidFail(let error): return text == error.code
                default: return text == nil  // the field reads nil on other events
                }
            }
        default: return nil
        }
    }
}

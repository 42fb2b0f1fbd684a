/// Which names a condition may use, by where it is written.
struct NameContext: Sendable {
    /// The clause, for error messages (`where`, `while`, `when`, ...).
    var clause: String
    /// The events whose fields a `where` reads; nil: no event fields.
    var fields: EventSet?
    /// Whether derived state may be named.
    var states: Bool
    /// Whether ad state may be named (a `for each` scope).
    var adStates: Bool

    static func header(_ clause: String) -> NameContext {
        NameContext(clause: clause, fields: nil, states: false, adStates: false)
    }

    static func fields(_ events: EventSet) -> NameContext {
        NameContext(clause: "where", fields: events, states: false, adStates: false)
    }

    static func state(_ clause: String, adStates: Bool) -> NameContext {
        NameContext(clause: clause, fields: nil, states: true, adStates: adStates)
    }
}

/// The states a condition as written may read, as a `StateName.bit` mask: a condition's
/// value changes only when one of them does (header facts are fixed for a session). A name
/// that is not known here counts as reading everything.
enum StateReads {
    static func of(_ e: Expr) -> UInt64 {
        switch e {
        case .name(let n, _): return of(name: n)
        case .event, .string, .number, .version, .bool, .null: return 0
        case .list(let items, _): return items.reduce(0) { $0 | of($1) }
        case .not(let inner, _): return of(inner)
        case .binary(_, let l, let r, _): return of(l) | of(r)
        }
    }

    /// A state, a header fact or an event field, or a member of one (`frame.size.width`).
    private static func of(name: String) -> UInt64 {
        if let s = StateName.byName[name] { return s.bit }
        if HeaderFact.byName[name] != nil || EventField.byName[name] != nil { return 0 }
        if let dot = name.lastIndex(of: ".") { return of(name: String(name[..<dot])) }
        return StateName.everything
    }
}

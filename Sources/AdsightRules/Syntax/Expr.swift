/// A condition as written, before its names are resolved.
indirect enum Expr: Sendable {
    case name(String, SourcePosition)
    case event(String, SourcePosition)
    case string(String, SourcePosition)
    case number(Double, text: String, SourcePosition)
    case version(String, SourcePosition)
    case bool(Bool, SourcePosition)
    case null(SourcePosition)
    case list([Expr], SourcePosition)
    case not(Expr, SourcePosition)
    /// `and or == != < <= > >= in "not in" + -`.
    case binary(String, Expr, Expr, SourcePosition)

    var position: SourcePosition {
        switch self {
        case .name(_, let p), .event(_, let p), .string(_, let p), .number(_, _, let p), .version(_, let p),
             .bool(_, let p), .null(let p), .list(_, let p), .not(_, let p):
            return p
        case .binary(_, let l, _, _): return l.position
        }
    }
}

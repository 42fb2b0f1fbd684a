/// How a session's row of the dashboard marks its comparison with the baseline: a new
/// session, or how many of its results newly fail and how many were fixed.
public struct RowMark: Sendable, Hashable {
    public var isNew: Bool
    public var newFailures: Int
    public var fixed: Int

    public init(isNew: Bool, newFailures: Int, fixed: Int) {
        self.isNew = isNew; self.newFailures = newFailures; self.fixed = fixed
    }

    /// Nothing to mark.
    public var isEmpty: Bool { !isNew && newFailures == 0 && fixed == 0 }

    func append(to h: inout HTML) {
        if isNew {
            h.raw(" <span class=\"mark new\">new session</span>")
            return
        }
        if newFailures > 0 { h.raw(" <span class=\"mark new\">"); h.int(newFailures); h.raw(" new</span>") }
        if fixed > 0 { h.raw(" <span class=\"mark fixed\">"); h.int(fixed); h.raw(" fixed</span>") }
    }
}

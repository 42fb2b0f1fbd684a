/// The pending happenings of a simulation, ordered by time, then by when they were
/// scheduled (so equal times keep a stable order).
struct Agenda {
    private var items: [(at: Int, seq: Int, what: Happening)] = []
    private var nextSeq = 0

    mutating func schedule(_ what: Happening, at: Int) {
        items.append((at, nextSeq, what))
        nextSeq += 1
    }

    /// Removes and returns the earliest happening.
    mutating func pop() -> (at: Int, what: Happening)? {
        guard let i = items.indices.min(by: { (items[$0].at, items[$0].seq) < (items[$1].at, items[$1].seq) }) else { return nil }
        let item = items.remove(at: i)
        return (item.at, item.what)
    }

    /// Drops every pending happening matching `predicate`.
    mutating func cancel(where predicate: (Happening) -> Bool) { items.removeAll { predicate($0.what) } }
}

/// One long list of a note page (the sessions a rule failed or passed in), written to a
/// `RowStore` a page at a time as the sessions are tallied and read back a page at a time
/// to render: each row is a few length-prefixed fields (`NoteRow`), so the list costs the
/// build no memory beyond the page being filled.
struct PagedRows: Sendable {
    private let store: RowStore
    /// How many rows were appended.
    private(set) var count = 0
    /// Where each page begins in the store; the page being filled waits in `pending`.
    private var starts: [UInt64] = []
    private var pending: [UInt8] = []

    init(store: RowStore) { self.store = store }

    /// Appends one row's encoded bytes.
    mutating func append(_ row: [UInt8]) {
        if count % ListPaging.pageSize == 0 {
            flush()
            starts.append(store.position)
        }
        pending += row
        count += 1
    }

    /// Writes the page being filled to the store (call before reading).
    mutating func flush() {
        guard !pending.isEmpty else { return }
        store.append(pending)
        pending.removeAll(keepingCapacity: true)
    }

    /// The encoded rows of page `k` (1-based); empty when there is no such page.
    func page(_ k: Int) -> [UInt8] {
        guard k >= 1, k <= starts.count else { return [] }
        let end = k < starts.count ? starts[k] : store.position
        return store.read(from: starts[k - 1], to: end)
    }

    /// How many pages the rows take (at least one).
    var pageCount: Int { ListPaging.pageCount(count) }
}

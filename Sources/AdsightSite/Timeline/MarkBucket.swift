/// Events or breaches that fall on one few-pixel column of a lane, drawn as one mark.
/// `Item` says which event or evidence each kept label is about; labels are written
/// only for the few kept, straight into the page.
struct MarkBucket<Item> {
    var first: Double
    var last: Double
    var firstLine: Int
    var count: Int
    /// The first `labelLimit` items, in the order added.
    var items: [Item]
    /// For breaches: the highest severity class (`error`, `warning`, `info`).
    var severityRank: Int = -1
    var severity: String = ""
    /// The next severity below `severity` that the column also holds ("" for none).
    var lesserSeverity: String = ""
    var lesserRank: Int = -1

    static var labelLimit: Int { 4 }

    init(t: Double, line: Int, item: Item) {
        first = t; last = t; firstLine = line; count = 1
        items = []
        items.reserveCapacity(Self.labelLimit)
        items.append(item)
    }

    mutating func add(t: Double, line: Int, item: Item) {
        last = max(last, t); first = min(first, t); count += 1
        if items.count < Self.labelLimit { items.append(item) }
    }

    /// Writes the tooltip, escaped: one line per kept label (`label` writes one), then
    /// how many more; a head line counts them and gives their span when not all are listed
    /// (when all are, the labels say as much).
    func tooltip<Sink: MarkupSink>(_ h: inout Sink, label: (inout Sink, Item) -> Void) {
        Self.tooltip(&h, count: count, first: first, last: last, shown: items.count) { h, n in label(&h, items[n]) }
    }

    /// The tooltip of a mark of `count` items between `first` and `last` whose first `shown`
    /// labels are written by `label` (given 0..<shown).
    @inline(__always)
    static func tooltip<Sink: MarkupSink>(_ h: inout Sink, count: Int, first: Double, last: Double, shown: Int, label: (inout Sink, Int) -> Void) {
        if count > shown {
            h.count(count); h.raw(" between "); h.seconds(first); h.raw(" and "); h.seconds(last); h.raw("\n")
        }
        for n in 0..<shown {
            if n > 0 { h.raw("\n") }
            label(&h, n)
        }
        if count > shown { h.raw("\n… and "); h.count(count - shown); h.raw(" more") }
    }
}

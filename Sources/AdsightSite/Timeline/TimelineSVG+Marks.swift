extension TimelineSVG {
    /// The shapes every event mark reuses (`<use>`), so a mark is its position only: a dot
    /// for one event, a filled block for several.
    /// Their ids are a letter, as every mark names one (`e` one event, `m` many).
    static let markShapes: StaticString = "<defs><circle id=e r=2.5 /><rect id=m x=-2.5 y=-3.5 width=5 height=7 rx=1.5 /></defs>"

    /// Event marks (`list` holds indices into `events`, in file order), one per few-pixel
    /// column, each linking to its line of the event log. A mark's events are a run of `list`;
    /// each mark is written through one reservation (`ByteCursor`).
    /// The lane's marks are in a group moved down to `y` and styled by its class, so a mark
    /// repeats neither its y nor its look: `<a href=#L12><title>…</title><use href=#e x=201 /></a>`.
    /// When the event log shows every line (`titlesFromLog`), a mark's tooltip names its lines
    /// only (`lines 40, 41`): their rows say the rest, and `site.js` writes that into the
    /// tooltip, in the words a tooltip listing them has otherwise.
    func marks(_ svg: inout HTML, _ list: [Int], y: Double, linked: inout LineSet) {
        svg.raw("<g class=ev transform=\"translate(0 "); svg.px(y); svg.raw(")\">")
        defer { svg.raw("</g>") }
        events.withUnsafeBufferPointer { events in names.withUnsafeBufferPointer { names in   // read in place: no copies
            var start = 0
            while start < list.count {
                let k = bucketIndex(events[list[start]].t)
                var end = start + 1
                var first = events[list[start]].t, last = first
                while end < list.count {
                    let t = events[list[end]].t
                    guard bucketIndex(t) == k else { break }
                    last = max(last, t); first = min(first, t)
                    end += 1
                }
                let count = end - start
                let firstLine = events[list[start]].line
                let cx = count == 1 ? axis.x(first) : axis.x0 + (Double(k) + 0.5) * Self.bucket
                linked.insert(firstLine)
                let shown = min(count, MarkBucket<Int>.labelLimit)
                var room = Self.markCapacity
                for n in 0..<shown { room += Self.labelCapacity + (titlesFromLog ? 0 : Markup.escapeCapacity(names[list[start + n]])) }
                svg.write(reserving: room) { c in
                    c.raw("<a href=#L"); c.int(firstLine); c.raw("><title>")
                    if titlesFromLog {
                        Self.lineList(&c, count: count, first: first, last: last, shown: shown) { events[list[start + $0]].line }
                    } else {
                        MarkBucket<Int>.tooltip(&c, count: count, first: first, last: last, shown: shown) { c, n in
                            // `12.500 s, line 40: setFrame:`; an event at the time of the one above
                            // leaves the time out (`line 41: view.frame`).
                            let i = list[start + n]
                            if n == 0 || events[list[start + n - 1]].t != events[i].t { c.seconds(events[i].t); c.raw(", ") }
                            c.raw("line "); c.int(events[i].line); c.raw(": "); c.text(names[i])
                        }
                    }
                    c.raw(count == 1 ? "</title><use href=#e x=" : "</title><use href=#m x=")
                    c.int(Self.pixel(cx)); c.raw(" /></a>")
                }
                start = end
            }
        } }
    }

    /// The tooltip of a mark whose log rows say what its events are: `line 12`, `lines 12, 14`,
    /// or for more than `shown` events a head line counting them and their span, the first
    /// `shown` lines (`line(n)` gives each) and how many more.
    @inline(__always)
    static func lineList(_ c: inout ByteCursor, count: Int, first: Double, last: Double, shown: Int, line: (Int) -> Int) {
        if count > shown { c.count(count); c.raw(" between "); c.seconds(first); c.raw(" and "); c.seconds(last); c.raw("\n") }
        c.raw(shown == 1 ? "line " : "lines ")
        for n in 0..<shown {
            if n > 0 { c.raw(", ") }
            c.int(line(n))
        }
        if count > shown { c.raw("\n… and "); c.count(count - shown); c.raw(" more") }
    }

    /// Room for a mark's literals (about 100 bytes), numbers and two counts, less its labels.
    static let markCapacity = 160 + 6 * ByteCursor.numberCapacity + 2 * ByteCursor.countCapacity
    /// Room for one label's literals and numbers, less its escaped name.
    static let labelCapacity = 16 + 2 * ByteCursor.numberCapacity

    /// A timeline x to the nearest whole pixel: the drawing is 1,200 wide and shown at about
    /// that width, so a tenth of a pixel is not seen. Spans round both ends, so they still abut.
    @inline(__always)
    static func pixel(_ x: Double) -> Int { Int(x.rounded()) }
}

import AdsightModel
import AdsightSession

/// Draws one layout of one orientation to scale: the screen, the app's views, banners and
/// host views as laid out, the built-in banner size as a guide, banners parked off
/// screen, the modeless host-view band, and overlaps and wrong sizes highlighted.
struct FrameDiagram {
    let family: DeviceFamily
    let snapshot: LayoutSnapshot

    var screen: Size { Geometry.screen(family, snapshot.orientation.axis) }
    var screenRect: Rect { Geometry.screenRect(family, snapshot.orientation.axis) }

    /// What is wrong in this layout, in words: the model's verdicts on each shown ad.
    var problems: [LayoutProblem] {
        var out: [LayoutProblem] = []
        eachProblem { words in
            out.append(LayoutProblem(message: words()))
            return true
        }
        return out
    }

    /// Whether `problems` is not empty, found without putting any into words.
    var hasProblems: Bool {
        var any = false
        eachProblem { _ in
            any = true
            return false
        }
        return any
    }

    /// Calls `found` with each problem, in order, as a closure making its words, until it
    /// returns false: the one definition of what is wrong, for `problems` and `hasProblems`.
    /// Items are read in place (a copy of each retains its name and overlaps).
    private func eachProblem(_ found: (() -> String) -> Bool) {
        let axis = snapshot.orientation.axis
        snapshot.items.withUnsafeBufferPointer { items in
            let all = items.indices.lazy.map { items.baseAddress! + $0 }
            for b in all where b.pointee.role == .banner && b.pointee.shown {
                if b.pointee.frameIsBuiltinSize == false {
                    guard found({
                        let b = b.pointee
                        let want = b.builtinSize.map { "its \((b.sizeAxis ?? .portrait).rawValue) content size is \(size($0)) pt" } ?? "its content size identifier is not one iAd defines"
                        return "\(b.name) is \(size(b.frame)) pt; \(want)"
                    }) else { return }
                }
                if b.pointee.sizeMatchesOrientation == false, let s = b.pointee.sizeAxis {
                    guard found({ "\(b.pointee.name) shows its \(s.rawValue) size in \(axis.rawValue)" }) else { return }
                }
            }
            for a in all where a.pointee.role != .appView && a.pointee.shown && !a.pointee.obscuredBy.isEmpty {
                for o in a.pointee.highlightedOverlaps {
                    guard found({
                        let a = a.pointee
                        let what = a.role == .banner ? a.name : "the host view of \(a.name)"
                        let order = o.relation == .above ? "the view is drawn over it" : "it is drawn over the view"
                        let own = a.frame.width * a.frame.height
                        // "all" only when it is all (a rounded 99.6% would read as all of it).
                        let part = o.area >= own ? "all" : ExposureWords.percent(min(o.area / own, 0.99))
                        let share = own > 0 ? "on \(part) of " + (a.role == .banner ? "the banner" : "the host view") + " " : ""
                        return "\(what) and the view \u{201C}\(o.view)\u{201D} overlap \(share)(\(Self.area(o.area)) pt²; \(order))"
                    }) else { return }
                }
            }
            for h in all where h.pointee.role == .hostView && h.pointee.hostViewSizeOK == false {
                guard found({
                    let band = Geometry.hostViewHeights(family, axis)
                    return "host view of \(h.pointee.name) is \(size(h.pointee.frame)) pt; it must be \(Fmt.coord(screen.width)) wide and \(Fmt.coord(band.lowerBound))–\(Fmt.coord(band.upperBound)) tall"
                }) else { return }
            }
        }
    }

    /// An area in pt²: whole ones grouped as counts are (`16 000`), others as coordinates.
    static func area(_ a: Double) -> String {
        a == a.rounded() && abs(a) < 1e15 ? Fmt.count(Int(a)) : Fmt.coord(a)
    }

    /// The area a picture may cover: the screen and one screen's size around it.
    private var window: Rect { Rect(x: -screen.width, y: -screen.height, width: 3 * screen.width, height: 3 * screen.height) }

    /// The items drawn: those within one screen's size of the screen.
    var drawn: [LayoutItem] { snapshot.items.filter { $0.frame.overlaps(window) } }

    /// Items too far off screen to draw, in words (`full-1's host view at [-2048, 0, 1024, 768]`).
    var farOff: [String] {
        snapshot.items.filter { !$0.frame.overlaps(window) }.map { i in
            let f = i.frame
            let what = i.role == .appView ? "the view \u{201C}\(i.name)\u{201D}" : (i.role == .hostView ? "the host view of \(i.name)" : i.name)
            return "\(what) at [\(Fmt.coord(f.x)), \(Fmt.coord(f.y)), \(Fmt.coord(f.width)), \(Fmt.coord(f.height))]"
        }
    }

    var bannerShown: Bool {
        snapshot.items.withUnsafeBufferPointer { items in   // read in place
            items.indices.contains { items[$0].role != .appView && items[$0].shown && !items[$0].empty }
        }
    }

    private func size(_ r: Rect) -> String { size(r.size) }
    private func size(_ s: Size) -> String { "\(Fmt.coord(s.width)) × \(Fmt.coord(s.height))" }

    /// Writes `size(s)` (nothing to escape).
    private func size(_ s: Size, _ svg: inout HTML) { svg.coord(s.width); svg.raw(" × "); svg.coord(s.height) }

    /// Screen pixels per point: one scale for every figure of a device family, so the
    /// screens and their labels are the same size on screen in every figure (the screen's
    /// longer side is 320 px).
    private var scale: Double { 320 / max(screen.width, screen.height) }
    /// A picture wider than this (in pixels) takes two columns of the page's grid of figures
    /// (`.frame-fig.wide`): what a column holds in a 1280 px window (three of about 395 px,
    /// less a card's 2 × 11 px of padding and border, and a scroll bar's few); a landscape
    /// screen (354 px) fits one, a frame far off screen (500 px and more) not.
    static let wideWidth = 370.0
    /// The labels' size in points: 12 px on screen.
    private var fontSize: Double { 12 / scale }

    /// Whether the figure draws anything but the screen.
    var hasAnything: Bool { !drawn.isEmpty }

    /// How telling the layout is, most first: 0, an ad covered by a view drawn over it or at
    /// a wrong size; 1, an ad off screen; 2, an ad on screen; 3, no ad.
    var importance: Int {
        let ads = snapshot.items.filter { $0.role != .appView }
        if ads.contains(where: { a in
            a.shown && (a.highlightedOverlaps.contains { $0.relation == .above } || a.frameIsBuiltinSize == false
                || a.sizeMatchesOrientation == false || a.hostViewSizeOK == false)
        }) { return 0 }
        if ads.contains(where: { !$0.frame.overlaps(screenRect) }) { return 1 }
        return ads.isEmpty ? 3 : 2
    }

    /// The picture's extent in points: the screen and every frame, within one screen's size
    /// around it, padded, and widened for labels that run past their item; `outside` says
    /// whether a frame reaches past the screen.
    private var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double, outside: Bool) {
        var minX = 0.0, minY = 0.0, maxX = screen.width, maxY = screen.height
        for i in drawn {
            minX = min(minX, max(i.frame.x, -screen.width)); minY = min(minY, max(i.frame.y, -screen.height))
            maxX = max(maxX, min(i.frame.x + i.frame.width, 2 * screen.width))
            maxY = max(maxY, min(i.frame.y + i.frame.height, 2 * screen.height))
        }
        let outside = minX < 0 || minY < 0 || maxX > screen.width || maxY > screen.height
        let pad = max(max(screen.width, screen.height) / 24, 1.4 * fontSize)
        minX -= pad; minY -= pad; maxX += pad; maxY += pad
        for i in drawn {
            let l = label(i)
            if !l.right { maxX = max(maxX, l.x + Double(l.text.count) * fontSize * 0.58 + fontSize / 2) }
        }
        return (minX, minY, maxX, maxY, outside)
    }

    /// The picture's width on screen in pixels (its labels are 12 px at that width).
    var pixelWidth: Double { let b = bounds; return ((b.maxX - b.minX) * scale).rounded() }

    func render(id: String, title: String) -> HTML {
        let (minX, minY, maxX, maxY, outside) = bounds
        // Written piece by piece: text pieces escaped one by one read as the whole escaped.
        var svg = HTML(capacity: 4096)
        svg.raw("<svg class=frame width="); svg.coord(((maxX - minX) * scale).rounded()); svg.raw(" height="); svg.coord(((maxY - minY) * scale).rounded())
        svg.raw(" viewBox=\"")
        svg.coord(minX); svg.raw(" "); svg.coord(minY); svg.raw(" "); svg.coord(maxX - minX); svg.raw(" "); svg.coord(maxY - minY)
        svg.raw("\" font-size="); svg.coord(fontSize); svg.raw(" aria-labelledby="); svg.raw(id); svg.raw("-t>")
        svg.raw("<title id="); svg.raw(id); svg.raw("-t>"); svg.text(title); svg.raw("</title>")
        rect(&svg, "screen", screenRect); svg.raw("<title>screen "); size(screenRect.size, &svg); svg.raw(" pt (")
        svg.text(snapshot.orientation.rawValue); svg.raw(")</title></rect>")
        let ordered = drawn.sorted { ($0.z, $0.role == .appView ? 0 : 1, $0.name) < ($1.z, $1.role == .appView ? 0 : 1, $1.name) }
        var labels = FrameLabels(size: fontSize)
        var text = HTML(capacity: 1024)
        for item in ordered { draw(&svg, item, labels: &labels, text: &text) }
        for a in snapshot.items where a.role != .appView && a.shown {
            for o in a.highlightedOverlaps {
                guard let v = snapshot.items.first(where: { $0.role == .appView && $0.name == o.view }) else { continue }
                let x = max(a.frame.x, v.frame.x), y = max(a.frame.y, v.frame.y)
                let r = Rect(x: x, y: y, width: min(a.frame.x + a.frame.width, v.frame.x + v.frame.width) - x,
                             height: min(a.frame.y + a.frame.height, v.frame.y + v.frame.height) - y)
                rect(&svg, "overlap", r); svg.raw("<title>"); svg.text(a.name); svg.raw(" overlaps "); svg.text(v.name); svg.raw("</title></rect>")
            }
        }
        if snapshot.hostBand {
            let heights = Geometry.hostViewHeights(family, snapshot.orientation.axis)
            let band = Rect(x: 0, y: heights.lowerBound, width: screen.width, height: heights.upperBound - heights.lowerBound)
            rect(&svg, "band", band); svg.raw("<title>")
            svg.raw("A modeless host view is "); svg.coord(heights.lowerBound); svg.raw("–"); svg.coord(heights.upperBound)
            svg.raw(" pt tall: its bottom edge falls in this band")
            svg.raw("</title></rect>")
        }
        // What lies outside the screen is dimmed (one path: the picture less the screen), and
        // the screen's edge is drawn over everything, so a view filling the screen does not hide it.
        if outside {
            svg.raw("<path class=dim fill-rule=evenodd d=M"); svg.coord(minX); svg.raw(","); svg.coord(minY)
            svg.raw("H"); svg.coord(maxX); svg.raw("V"); svg.coord(maxY); svg.raw("H"); svg.coord(minX)
            svg.raw("ZM0,0H"); svg.coord(screen.width); svg.raw("V"); svg.coord(screen.height); svg.raw("H0Z></path>")
        }
        svg.raw("<rect class=edge width="); svg.coord(screen.width); svg.raw(" height="); svg.coord(screen.height)
        svg.raw(" vector-effect=non-scaling-stroke></rect>")
        var screenLabel = HTML(capacity: 24)
        screenLabel.raw("screen "); size(screen, &screenLabel)
        Self.label(&svg, "flabel scr", end: true, x: screen.width, y: -0.3 * fontSize, screenLabel)
        text.withBytes { svg.append(contentsOf: $0) }
        svg.raw("</svg>")
        return svg
    }

    private func draw(_ svg: inout HTML, _ item: LayoutItem, labels: inout FrameLabels, text: inout HTML) {
        let f = item.frame
        let offScreen = !f.overlaps(screenRect)
        var cls = item.role.rawValue
        switch item.role {
        case .appView:
            if offScreen { cls += " out" }
        case .banner:
            if !item.shown { cls += " off" }
            if item.shown && item.frameIsBuiltinSize == false { cls += " wrong" }
            let guide = Geometry.banner(family, snapshot.orientation.axis)
            rect(&svg, "guide", Rect(x: f.x, y: f.y, width: guide.width, height: guide.height))
            svg.raw("<title>built-in "); svg.text(snapshot.orientation.axis.rawValue); svg.raw(" banner size "); size(guide, &svg)
            svg.raw(" pt</title></rect>")
        case .hostView:
            if item.hostViewSizeOK == false { cls += " wrong" }
        }
        rect(&svg, cls, f); svg.raw("<title>")
        svg.text(item.role == .appView ? "view" : item.role.rawValue); svg.raw(" "); svg.text(item.name); svg.raw(": [")
        svg.coord(f.x); svg.raw(", "); svg.coord(f.y); svg.raw(", "); svg.coord(f.width); svg.raw(", "); svg.coord(f.height); svg.raw("]")
        if item.z != 0 { svg.raw(" z "); svg.coord(item.z) }
        svg.text(note(item))
        svg.raw("</title></rect>")
        // App views are labelled top left, ad views top right; labels are drawn last, over
        // every frame, each moved down until it is clear of those before it.
        let l = label(item)
        let ly = labels.place(x: l.x, top: max(f.y, -screen.height), chars: l.text.count, end: l.right)
        var words = HTML(capacity: l.text.utf8.count + 8)
        words.text(l.text)
        Self.label(&text, "flabel " + item.role.rawValue, end: l.right, x: l.x, y: ly, words)
    }

    /// A label (`words`, escaped) at `x`, `y`, on a halo of the figure's background: a copy
    /// of it stroked wide underneath, hidden from screen readers. (A stroke under the fill
    /// would need `paint-order`, which the Nu checker does not know; CSS shadows on SVG text
    /// are drawn away from the text in Chromium once the figure is scaled.)
    private static func label(_ h: inout HTML, _ cls: String, end: Bool, x: Double, y: Double, _ words: HTML) {
        for halo in [true, false] {
            h.raw("<text class=\""); h.raw(cls); h.raw(halo ? " halo\" aria-hidden=true" : "\"")
            if end { h.raw(" text-anchor=end") }
            h.raw(" x="); h.coord(x); h.raw(" y="); h.coord(y); h.raw(">")
            words.withBytes { h.append(contentsOf: $0) }
            h.raw("</text>")
        }
    }

    /// An item's label: its text (name, an ad's size, a note), where it is anchored and
    /// whether at its end (an ad's label set at the item's top right when it fits there).
    func label(_ item: LayoutItem) -> (text: String, x: Double, right: Bool) {
        let f = item.frame
        let sizeText = item.role != .appView ? " \(Fmt.coord(f.width)) × \(Fmt.coord(f.height))" : ""
        let text = item.name + sizeText + note(item)
        let left = max(f.x, -screen.width) + 4, end = min(f.x + f.width, 2 * screen.width) - 4
        // A label longer than its item is wide starts at the item's left edge (else it would run off the picture).
        let right = item.role != .appView && end - left > Double(text.count) * fontSize * 0.58
        return (text, right ? end : left, right)
    }

    /// What an item's label adds after its name and size: why it is not seen, if it is not.
    private func note(_ item: LayoutItem) -> String {
        switch item.role {
        case .appView: return item.frame.overlaps(screenRect) ? "" : " (off screen)"
        case .banner: return item.shown ? "" : (item.frame.overlaps(screenRect) ? " (not shown)" : " (parked off screen)")
        // A host view wholly off screen is a page not turned to (ADMagazine's), as its exposure says.
        case .hostView:
            return item.empty ? " (no ad: empty page)" : item.shown ? "" : (item.frame.overlaps(screenRect) ? " (not shown)" : " (off screen)")
        }
    }

    /// `<rect class="cls" x=… y=… width=… height=… vector-effect=non-scaling-stroke>` (negative
    /// sizes as 0). The attribute, not the stylesheet: the Nu checker's CSS knows no `vector-effect`.
    private func rect(_ svg: inout HTML, _ cls: String, _ r: Rect) {
        svg.raw("<rect class=\""); svg.raw(cls); svg.raw("\" x="); svg.coord(r.x); svg.raw(" y="); svg.coord(r.y)
        svg.raw(" width="); svg.coord(max(r.width, 0)); svg.raw(" height="); svg.coord(max(r.height, 0)); svg.raw(" vector-effect=non-scaling-stroke>")
    }
}

import AdsightSession

/// Draws one layout of one orientation to scale: the screen, the app's views, banners and
/// host views as laid out, the built-in banner size as a guide, banners parked off
/// screen, the modeless host-view band, and overlaps and wrong sizes highlighted.
struct FrameDiagram {
    let family: DeviceFamily
    let snapshot: LayoutSnapshot

    var screen: Size { ScreenGeometry.screen(family, snapshot.orientation.axis) }
    var screenRect: Rect { Rect(x: 0, y: 0, width: screen.width, height: screen.height) }

    /// What is wrong in this layout, in words.
    var problems: [LayoutProblem] {
        var out: [LayoutProblem] = []
        let axis = snapshot.orientation.axis
        for b in snapshot.items where b.role == .banner && b.shown {
            let want = ScreenGeometry.banner(family, b.sizeAxis ?? .portrait)
            if b.frame.width != want.width || b.frame.height != want.height {
                out.append(LayoutProblem(message: "\(b.name) is \(size(b.frame)) pt; its \((b.sizeAxis ?? .portrait).rawValue) content size is \(Fmt.coord(want.width)) × \(Fmt.coord(want.height)) pt"))
            }
            if let s = b.sizeAxis, s != axis {
                out.append(LayoutProblem(message: "\(b.name) shows its \(s.rawValue) size in \(axis.rawValue)"))
            }
            for v in snapshot.items where v.role == .appView && v.frame.overlaps(b.frame) {
                out.append(LayoutProblem(message: "\(b.name) and the view \u{201C}\(v.name)\u{201D} overlap by \(Fmt.coord(v.frame.intersectionArea(b.frame))) pt²"))
            }
        }
        for h in snapshot.items where h.role == .hostView {
            let ok = h.frame.width == screen.width && h.frame.height >= screen.height - ScreenGeometry.hostViewSlack && h.frame.height <= screen.height
            if !ok {
                out.append(LayoutProblem(message: "host view of \(h.name) is \(size(h.frame)) pt; it must be \(Fmt.coord(screen.width)) wide and \(Fmt.coord(screen.height - ScreenGeometry.hostViewSlack))–\(Fmt.coord(screen.height)) tall"))
            }
        }
        return out
    }

    var bannerShown: Bool { snapshot.items.contains { $0.role != .appView && $0.shown } }

    private func size(_ r: Rect) -> String { "\(Fmt.coord(r.width)) × \(Fmt.coord(r.height))" }

    func render(id: String, title: String) -> HTML {
        // The picture covers the screen and every frame, within one screen's size around it.
        var minX = 0.0, minY = 0.0, maxX = screen.width, maxY = screen.height
        for i in snapshot.items {
            minX = min(minX, max(i.frame.x, -screen.width)); minY = min(minY, max(i.frame.y, -screen.height))
            maxX = max(maxX, min(i.frame.x + i.frame.width, 2 * screen.width))
            maxY = max(maxY, min(i.frame.y + i.frame.height, 2 * screen.height))
        }
        let pad = max(screen.width, screen.height) / 24
        minX -= pad; minY -= pad; maxX += pad; maxY += pad
        let fs = Fmt.coord(max(screen.width, screen.height) / 30)
        var svg = HTML()
        svg.raw("<svg class=\"frame\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(Fmt.coord(minX)) \(Fmt.coord(minY)) \(Fmt.coord(maxX - minX)) \(Fmt.coord(maxY - minY))\" font-size=\"\(fs)\" aria-labelledby=\"\(id)-t\">")
        svg.raw("<title id=\"\(id)-t\">"); svg.text(title); svg.raw("</title>")
        svg.raw(rect("screen", screenRect)); svg.raw("<title>"); svg.text("screen \(size(screenRect)) pt (\(snapshot.orientation.rawValue))"); svg.raw("</title></rect>")
        let ordered = snapshot.items.sorted { ($0.z, $0.role == .appView ? 0 : 1, $0.name) < ($1.z, $1.role == .appView ? 0 : 1, $1.name) }
        for item in ordered { draw(&svg, item) }
        for b in snapshot.items where b.role == .banner && b.shown {
            for v in snapshot.items where v.role == .appView && v.frame.overlaps(b.frame) {
                let x = max(b.frame.x, v.frame.x), y = max(b.frame.y, v.frame.y)
                let r = Rect(x: x, y: y, width: min(b.frame.x + b.frame.width, v.frame.x + v.frame.width) - x,
                             height: min(b.frame.y + b.frame.height, v.frame.y + v.frame.height) - y)
                svg.raw(rect("overlap", r)); svg.raw("<title>"); svg.text("\(b.name) overlaps \(v.name)"); svg.raw("</title></rect>")
            }
        }
        if snapshot.hostBand {
            let band = Rect(x: 0, y: screen.height - ScreenGeometry.hostViewSlack, width: screen.width, height: ScreenGeometry.hostViewSlack)
            svg.raw(rect("band", band)); svg.raw("<title>")
            svg.text("A modeless host view is \(Fmt.coord(screen.height - ScreenGeometry.hostViewSlack))–\(Fmt.coord(screen.height)) pt tall: its bottom edge falls in this band")
            svg.raw("</title></rect>")
        }
        svg.raw("</svg>")
        return svg
    }

    private func draw(_ svg: inout HTML, _ item: LayoutItem) {
        let f = item.frame
        let offScreen = !f.overlaps(screenRect)
        var cls = item.role.rawValue
        var note = ""
        switch item.role {
        case .appView:
            break
        case .banner:
            let want = ScreenGeometry.banner(family, item.sizeAxis ?? .portrait)
            let wrong = f.width != want.width || f.height != want.height
            if !item.shown { cls += " off" }
            if wrong && item.shown { cls += " wrong" }
            let guide = ScreenGeometry.banner(family, snapshot.orientation.axis)
            svg.raw(rect("guide", Rect(x: f.x, y: f.y, width: guide.width, height: guide.height)))
            svg.raw("<title>"); svg.text("built-in \(snapshot.orientation.axis.rawValue) banner size \(Fmt.coord(guide.width)) × \(Fmt.coord(guide.height)) pt"); svg.raw("</title></rect>")
            note = item.shown ? "" : (offScreen ? " (parked off screen)" : " (not shown)")
        case .hostView:
            let ok = f.width == screen.width && f.height >= screen.height - ScreenGeometry.hostViewSlack && f.height <= screen.height
            if !ok { cls += " wrong" }
            if !item.shown { note = " (no ad: empty page)" }
        }
        svg.raw(rect(cls, f)); svg.raw("<title>")
        svg.text("\(item.role == .appView ? "view" : item.role.rawValue) \(item.name): [\(Fmt.coord(f.x)), \(Fmt.coord(f.y)), \(Fmt.coord(f.width)), \(Fmt.coord(f.height))]\(item.z != 0 ? " z \(Fmt.coord(item.z))" : "")\(note)")
        svg.raw("</title></rect>")
        // App views are labelled top left, ad views top right, so labels at one origin do not collide.
        let right = item.role != .appView
        let lx = right ? min(f.x + f.width, 2 * screen.width) - 4 : max(f.x, -screen.width) + 4
        let ly = max(f.y, -screen.height)
        svg.raw("<text class=\"flabel \(item.role.rawValue)\"\(right ? " text-anchor=\"end\"" : "") x=\"\(Fmt.coord(lx))\" y=\"\(Fmt.coord(ly))\" dy=\"1.1em\">")
        svg.text(item.name + (item.role == .appView ? "" : " \(size(f))") + note)
        svg.raw("</text>")
    }

    private func rect(_ cls: String, _ r: Rect) -> String {
        "<rect class=\"\(cls)\" x=\"\(Fmt.coord(r.x))\" y=\"\(Fmt.coord(r.y))\" width=\"\(Fmt.coord(max(r.width, 0)))\" height=\"\(Fmt.coord(max(r.height, 0)))\" vector-effect=\"non-scaling-stroke\">"
    }
}

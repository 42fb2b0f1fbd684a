import AdsightSession

/// Chooses the layouts worth drawing. Every distinct layout the session had (the recorder
/// tells layouts apart by everything a figure draws: banner and host frames, the app's
/// views, visibility) is a candidate; when there are more than `limit`, the most telling
/// are kept: an ad covered by a view drawn over it or at a wrong size first, then an ad
/// off screen, then one on screen, then none; the longest first within each. Each
/// orientation used keeps its most telling layout. Drawn per orientation, in the order the
/// layouts first appeared.
enum FrameSelection {
    /// The most figures a page draws.
    static let limit = 6

    /// The figures, and the layouts left out (how many, how long in all).
    static func choose(_ scan: SessionScan, family: DeviceFamily) -> (frames: [FrameDiagram], leftOut: Int, leftOutTime: Double) {
        var ranked: [(rank: Int, time: Double, start: Double, index: Int)] = []
        for i in scan.layouts.indices {
            let s = scan.layouts[i]
            let d = FrameDiagram(family: family, snapshot: s)
            guard d.hasAnything else { continue }
            ranked.append((d.importance, s.totalTime, s.spans[0].start, i))
        }
        ranked.sort { ($0.rank, -$0.time, $0.start) < ($1.rank, -$1.time, $1.start) }
        var picked: [Int] = []
        for o in scan.orientationsUsed {   // each orientation's most telling layout first
            if let best = ranked.first(where: { scan.layouts[$0.index].orientation == o }) { picked.append(best.index) }
        }
        for r in ranked where picked.count < limit && !picked.contains(r.index) { picked.append(r.index) }
        if picked.count > limit { picked.removeLast(picked.count - limit) }
        let leftOut = ranked.filter { !picked.contains($0.index) }
        let order = scan.orientationsUsed
        picked.sort {
            let a = scan.layouts[$0], b = scan.layouts[$1]
            return (order.firstIndex(of: a.orientation) ?? 0, a.spans[0].start) < (order.firstIndex(of: b.orientation) ?? 0, b.spans[0].start)
        }
        return (picked.map { FrameDiagram(family: family, snapshot: scan.layouts[$0]) }, leftOut.count, leftOut.reduce(0) { $0 + $1.time })
    }
}

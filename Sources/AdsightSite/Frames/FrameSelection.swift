import AdsightSession

/// Chooses the layouts worth drawing: per orientation the session used, the longest-lasting
/// layout of each kind (with problems and a banner shown, with problems, with a banner
/// shown, without), at most four, in the order they first appeared.
enum FrameSelection {
    static func choose(_ scan: SessionScan, family: DeviceFamily) -> [FrameDiagram] {
        var out: [FrameDiagram] = []
        scan.layouts.withUnsafeBufferPointer { layouts in   // read in place: no copy of each layout's items
            for o in scan.orientationsUsed {
                // Per kind, in the order the kinds are listed above: the first of the longest
                // (latest start breaking ties), as `max(by:)` over the candidates in order.
                var best: (Best?, Best?, Best?, Best?) = (nil, nil, nil, nil)
                func consider(_ i: Int) {
                    let d = FrameDiagram(family: family, snapshot: layouts[i])
                    let e = Best(index: i, time: layouts[i].totalTime, start: layouts[i].spans[0].start)
                    // Each candidate's kind, worked out once (without putting its problems into words).
                    switch (d.hasProblems, d.bannerShown) {
                    case (true, true): best.0 = e.replacing(best.0)
                    case (true, false): best.1 = e.replacing(best.1)
                    case (false, true): best.2 = e.replacing(best.2)
                    case (false, false): best.3 = e.replacing(best.3)
                    }
                }
                // The candidates: the layouts of this orientation with items, else its first.
                var first: Int?, any = false
                for i in layouts.indices where layouts[i].orientation == o {
                    if first == nil { first = i }
                    if !layouts[i].items.isEmpty { any = true; consider(i) }
                }
                if !any, let first { consider(first) }
                let picked = [best.0, best.1, best.2, best.3].compactMap { $0.map { FrameDiagram(family: family, snapshot: layouts[$0.index]) } }
                out += picked.sorted { $0.snapshot.spans[0].start < $1.snapshot.spans[0].start }
            }
        }
        return out
    }

    /// The longest candidate of a kind so far.
    private struct Best {
        var index: Int
        var time: Double
        var start: Double

        /// This candidate when it beats `old` (or there is none), else `old`.
        func replacing(_ old: Best?) -> Best {
            guard let old else { return self }
            return (old.time, -old.start) < (time, -start) ? self : old
        }
    }
}

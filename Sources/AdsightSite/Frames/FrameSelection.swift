import AdsightSession

/// Chooses the layouts worth drawing: per orientation the session used, the longest-lasting
/// layout of each kind (with problems and a banner shown, with problems, with a banner
/// shown, without), at most four, in the order they first appeared.
enum FrameSelection {
    static func choose(_ scan: SessionScan, family: DeviceFamily) -> [FrameDiagram] {
        var out: [FrameDiagram] = []
        for o in scan.orientationsUsed {
            let all = scan.layouts.filter { $0.orientation == o }.map { FrameDiagram(family: family, snapshot: $0) }
            var candidates = all.filter { !$0.snapshot.items.isEmpty }
            if candidates.isEmpty { candidates = Array(all.prefix(1)) }
            // Each candidate's kind, worked out once (without putting its problems into words).
            let kinds = candidates.map { (problems: $0.hasProblems, banner: $0.bannerShown) }
            var picked: [FrameDiagram] = []
            for wantProblems in [true, false] {
                for wantBanner in [true, false] {
                    let group = candidates.indices.filter { kinds[$0].problems == wantProblems && kinds[$0].banner == wantBanner }
                        .map { candidates[$0] }
                    if let best = group.max(by: { ($0.snapshot.totalTime, -$0.snapshot.spans[0].start) < ($1.snapshot.totalTime, -$1.snapshot.spans[0].start) }) {
                        picked.append(best)
                    }
                }
            }
            out += picked.sorted { $0.snapshot.spans[0].start < $1.snapshot.spans[0].start }
        }
        return out
    }
}

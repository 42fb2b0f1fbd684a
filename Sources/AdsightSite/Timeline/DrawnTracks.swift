import AdsightRules

/// Which ad objects a timeline draws when it has more than it has lanes for: first those a
/// breach names (a breach mark with no lane of its ad is a breach nobody can place), then
/// the earliest others, drawn in creation order. The exposure table and the event log list
/// every object either way.
enum DrawnTracks {
    /// The indices into `tracks` to draw, ascending, at most `limit` of them.
    static func select(_ tracks: [AdTrack], failures: [RuleResult], limit: Int) -> [Int] {
        guard tracks.count > limit else { return Array(tracks.indices) }
        var named = Set<String>()
        for result in failures { for e in result.evidence { if let ad = e.ad { named.insert(ad) } } }
        var chosen = tracks.indices.filter { named.contains(tracks[$0].name) }.prefix(limit)
        for i in tracks.indices where chosen.count < limit && !named.contains(tracks[i].name) { chosen.append(i) }
        return chosen.sorted()
    }
}

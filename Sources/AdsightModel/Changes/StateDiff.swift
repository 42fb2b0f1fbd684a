import AdsightSession

/// The fields that differ between two states (computed only when asked).
public enum StateDiff {
    /// App fields first, then ads in creation order, then app views in order.
    public static func changes(from a: ModelState, to b: ModelState) -> [StateChange] {
        var out: [StateChange] = []
        let appA = StateFields.app(a.app), appB = StateFields.app(b.app)
        diff(appA, appB, .app, into: &out)
        for ad in b.ads {
            let old = a[ad: ad.name].flatMap { $0.generation == ad.generation ? $0 : nil }
            diff(old.map(StateFields.ad) ?? baseline(ad), StateFields.ad(ad), .ad(ad.name), into: &out)
        }
        for view in b.app.views {
            let old = a.app.view(named: view.name)
            diff(old.map(StateFields.view) ?? [], StateFields.view(view), .view(view.name), into: &out)
        }
        return out
    }

    /// What a new ad is compared with: a fresh object of its kind, not yet created.
    static func baseline(_ ad: AdState) -> [(String, StateValue)] {
        let fresh = AdState(name: ad.name, kind: ad.kind, createdAt: ad.createdAt, createdLine: ad.createdLine)
        var fields = StateFields.ad(fresh)
        fields[0] = ("created", .bool(false))
        return fields
    }

    static func diff(_ a: [(String, StateValue)], _ b: [(String, StateValue)], _ subject: StateChange.Subject, into out: inout [StateChange]) {
        for (k, (name, new)) in b.enumerated() {
            let old = k < a.count ? a[k].1 : .absent
            if old != new { out.append(StateChange(subject: subject, field: name, old: old, new: new)) }
        }
    }
}

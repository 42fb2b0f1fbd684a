import AdsightSession

extension ModelState {
    /// Creates `name` (a re-created name starts afresh in its first place), `existing` being
    /// its index if it was created before; returns its index.
    mutating func create(_ name: String, at existing: Int?, kind: AdKind, event e: UnsafePointer<Event>, frame: Rect?) -> Int {
        if let i = existing {
            ads[i] = AdState(name: name, kind: kind, createdAt: e.pointee.t, createdLine: e.pointee.line,
                             generation: ads[i].generation + 1, frame: frame)
            return i
        }
        if ads.isEmpty {
            // Room for a few ads at once (growing one at a time re-hashed the names at 2, 4, 8, ...).
            index.reserveCapacity(8)
            ads.reserveCapacity(8)
        }
        index[name] = ads.count
        ads.append(AdState(name: name, kind: kind, createdAt: e.pointee.t, createdLine: e.pointee.line, frame: frame))
        return ads.count - 1
    }

    /// The name of a live ad other than `name` whose action is in progress.
    func otherActionInProgress(than name: String) -> String? {
        ads.first { $0.name != name && !$0.released && $0.actionInProgress }?.name
    }
}

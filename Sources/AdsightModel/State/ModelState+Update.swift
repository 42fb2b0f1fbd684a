import AdsightSession

extension ModelState {
    /// Creates `name` (a re-created name starts afresh in its first place).
    mutating func create(_ name: String, kind: AdKind, event e: UnsafePointer<Event>, frame: Rect?) {
        if let i = index[name] {
            ads[i] = AdState(name: name, kind: kind, createdAt: e.pointee.t, createdLine: e.pointee.line,
                             generation: ads[i].generation + 1, frame: frame)
        } else {
            index[name] = ads.count
            ads.append(AdState(name: name, kind: kind, createdAt: e.pointee.t, createdLine: e.pointee.line, frame: frame))
        }
    }

    /// The name of a live ad other than `name` whose action is in progress.
    func otherActionInProgress(than name: String) -> String? {
        ads.first { $0.name != name && !$0.released && $0.actionInProgress }?.name
    }
}

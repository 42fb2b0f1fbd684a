import AdsightSession

extension ModelState {
    /// The index of the ad named `name` in `ads`; a new name is given the next one
    /// (`ads.count`) in `index` at once (one hash of the name: a look-up, then an insertion
    /// hashed it twice), `create` then appending it there.
    mutating func claimIndex(_ name: String) -> Int {
        if ads.isEmpty {
            // Room for several ads at once (growing one at a time re-hashed the names and
            // copied the ads at 2, 4, 8, ...).
            index.reserveCapacity(16)
            ads.reserveCapacity(16)
        }
        return Self.read(&index[name, default: ads.count])  // an access that writes the default when absent
    }

    @inline(__always) private static func read(_ value: inout Int) -> Int { value }

    /// Creates `name` at index `i` from `claimIndex` (a re-created name starts afresh in its
    /// first place; a new one is appended).
    mutating func create(_ name: String, at i: Int, kind: AdKind, event e: UnsafePointer<Event>, frame: Rect?) {
        if i < ads.count {
            ads[i] = AdState(name: name, kind: kind, createdAt: e.pointee.t, createdLine: e.pointee.line,
                             generation: ads[i].generation + 1, frame: frame)
        } else {
            ads.append(AdState(name: name, kind: kind, createdAt: e.pointee.t, createdLine: e.pointee.line, frame: frame))
        }
    }

    /// The name of a live ad other than ad `i` whose action is in progress (ads read in
    /// place, told apart by their index: names compared as strings cost ~30 instructions an ad).
    func otherActionInProgress(than i: Int) -> String? {
        ads.withUnsafeBufferPointer { all in
            for k in all.indices where k != i && !all[k].released && all[k].actionInProgress { return all[k].name }
            return nil
        }
    }
}

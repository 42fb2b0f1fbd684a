import AdsightModel

/// Finds each event's ad by its name: its index in the model's `ads` (names keep their place
/// once created, and are unique). A dictionary is made only for a session of more than
/// `scanLimit` ads: fewer are found by comparing the names in the state (no hashing, no
/// dictionary per session).
struct AdLookup {
    private var index: [String: Int] = [:]
    private var known = 0
    private var adCount = 0
    private static let scanLimit = 16
    /// The last name looked up and its index (events of one ad come in runs; a name keeps its
    /// index once created, so the pair stays valid across steps).
    private var lastName: String?
    private var lastOwner = StepView.nobody

    /// Learns the ads of the step's `state` (called once per step, before `owner`).
    mutating func learn(_ state: UnsafePointer<ModelState>) {
        adCount = state.pointee.ads.count
        guard adCount > Self.scanLimit else { return }
        while known < adCount {
            index[state.pointee.ads[known].name] = known
            known += 1
        }
    }

    /// The index of the ad named `name` in `state.ads`, or `StepView.nobody`.
    @inline(__always)
    mutating func owner(of name: String, in state: UnsafePointer<ModelState>) -> Int {
        if name != lastName {
            lastOwner = adCount > Self.scanLimit ? index[name] ?? StepView.nobody : Self.find(name, in: state)
            lastName = lastOwner >= 0 ? name : nil
        }
        return lastOwner
    }

    private static func find(_ name: String, in state: UnsafePointer<ModelState>) -> Int {
        state.pointee.ads.withUnsafeBufferPointer { ads in
            for a in ads.indices where ads[a].name == name { return a }
            return StepView.nobody
        }
    }
}

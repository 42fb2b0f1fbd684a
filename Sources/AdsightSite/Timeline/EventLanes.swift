import AdsightSession

/// Which events each lane of the timeline marks, found in one pass over the session:
/// a drawn ad's events (by name), the app's (no ad, not a rotation) and the rotations.
/// Each list holds indices into the session's events, in file order.
struct EventLanes {
    var tracks: [[Int]]
    var app: [Int] = []
    var rotations: [Int] = []

    /// `tracks` names the drawn ad lanes (distinct names), in lane order.
    init(_ events: [Event], tracks names: [String]) {
        tracks = Array(repeating: [], count: names.count)
        var index: [String: Int] = [:]
        for (i, name) in names.enumerated() where index[name] == nil { index[name] = i }
        var lastName: String?, lastLane: Int?
        events.withUnsafeBufferPointer { events in   // read in place: no Event copies
            for i in events.indices {
                let e = events.baseAddress! + i
                let rotation = Self.isRotation(e)
                if e.pointee.ad != nil {
                    // Consecutive events mostly concern one ad: skip the lookup then.
                    if e.pointee.ad != lastName { lastName = e.pointee.ad; lastLane = index[lastName!] }
                    if let lane = lastLane { tracks[lane].append(i) }
                } else if !rotation {
                    app.append(i)
                }
                if rotation { rotations.append(i) }
            }
        }
    }

    /// Whether the event is a rotation (read in place).
    @inline(__always)
    static func isRotation(_ event: UnsafePointer<Event>) -> Bool {
        switch event.pointee.kind {
        case .willRotate, .deviceOrientation: return true
        default: return false
        }
    }
}

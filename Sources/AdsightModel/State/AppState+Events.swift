import AdsightSession

extension AppState {
    /// Whether `apply(_:)` may change the app for this event (the cases it handles).
    static func mayChange(_ e: UnsafePointer<Event>) -> Bool {
        switch e.pointee.kind {
        case .willRotate, .deviceOrientation, .viewWillAppear, .viewWillDisappear, .viewFrame,
             .didEnterBackground, .willEnterForeground, .pause, .resume:
            return true
        default:
            return false
        }
    }

    /// `view.frame` (the event at `e`, read in place): gives the view it names its frame (and
    /// `z`, if given), appending it when new; says what changed (for the step's change record).
    mutating func setView(of e: UnsafePointer<Event>) -> ViewWrite {
        // Found and compared in place (copying a view out retained its name; binding the
        // event's name across this mutation copied the whole event kind).
        let found = views.withUnsafeBufferPointer { Self.view(namedBy: e, in: $0) }
        guard case .viewFrame(_, let frame, let z) = e.pointee.kind else { return .unchanged }
        guard let (i, oldFrame, oldZ) = found else {
            if case .viewFrame(let name, _, _) = e.pointee.kind { views.append(AppView(name: name, frame: frame, z: z ?? 0)) }
            return .appended
        }
        // Unchanged: no write (a write may copy the list). Compared bit for bit: -0 and 0
        // are equal but print differently.
        guard !oldFrame.hasSameBits(as: frame) || z.map({ $0.bitPattern != oldZ.bitPattern }) ?? false else {
            return .unchanged
        }
        views[i].frame = frame
        if let z { views[i].z = z }
        return .changed(index: i, frame: oldFrame, z: oldZ)
    }

    /// The index, frame and `z` of the view the `view.frame` event at `e` names, if it has one.
    private static func view(namedBy e: UnsafePointer<Event>, in all: UnsafeBufferPointer<AppView>) -> (Int, Rect, Double)? {
        guard case .viewFrame(let name, _, _) = e.pointee.kind else { return nil }
        for k in all.indices where all[k].name == name { return (k, all[k].frame, all[k].z) }
        return nil
    }

    /// Applies an app or device event (others are ignored), `code` being its code; nil:
    /// nothing inconsistent.
    mutating func apply(_ e: UnsafePointer<Event>, _ code: EventCode) -> String? {
        switch code {
        case .willRotate, .deviceOrientation:
            switch e.pointee.kind {
            case .willRotate(let to, _), .deviceOrientation(let to):
                orientation = to
                lastRotationAt = e.pointee.t
            default: break
            }
        case .viewWillAppear: hostOnScreen = true
        case .viewWillDisappear: hostOnScreen = false
        case .viewFrame:
            _ = setView(of: e)
        case .didEnterBackground: background = true
        case .willEnterForeground: background = false
        case .pause: paused = true
        case .resume: paused = false
        default: break
        }
        return nil
    }
}

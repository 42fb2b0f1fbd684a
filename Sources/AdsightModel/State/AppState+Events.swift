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

    /// `view.frame`: gives the view `name` this frame (and `z`, if given), appending it when new;
    /// says what changed (for the step's change record).
    mutating func setView(_ name: String, frame: Rect, z: Double?) -> ViewWrite {
        guard let i = views.firstIndex(where: { $0.name == name }) else {
            views.append(AppView(name: name, frame: frame, z: z ?? 0))
            return .appended
        }
        // Unchanged: no write (a write may copy the list). Compared bit for bit: -0 and 0
        // are equal but print differently.
        let old = views[i]
        guard !old.frame.hasSameBits(as: frame) || z.map({ $0.bitPattern != old.z.bitPattern }) ?? false else {
            return .unchanged
        }
        views[i].frame = frame
        if let z { views[i].z = z }
        return .changed(index: i, frame: old.frame, z: old.z)
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
            if case .viewFrame(let name, let frame, let z) = e.pointee.kind { _ = setView(name, frame: frame, z: z) }
        case .didEnterBackground: background = true
        case .willEnterForeground: background = false
        case .pause: paused = true
        case .resume: paused = false
        default: break
        }
        return nil
    }
}

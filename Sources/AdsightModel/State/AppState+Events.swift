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

    /// Whether `apply(_:)` may change the app's views for this event (`view.frame`).
    static func mayChangeViews(_ e: UnsafePointer<Event>) -> Bool {
        if case .viewFrame = e.pointee.kind { return true }
        return false
    }

    /// Applies an app or device event (others are ignored); nil: nothing inconsistent.
    mutating func apply(_ e: UnsafePointer<Event>) -> String? {
        switch e.pointee.kind {
        case .willRotate(let to, _), .deviceOrientation(let to):
            orientation = to
            lastRotationAt = e.pointee.t
        case .viewWillAppear: hostOnScreen = true
        case .viewWillDisappear: hostOnScreen = false
        case .viewFrame(let name, let frame, let z):
            if let i = views.firstIndex(where: { $0.name == name }) {
                // Unchanged: no write (the views may be shared with the step's change record,
                // and a write would copy them).
                // Compared bit for bit: -0 and 0 are equal but print differently.
                guard !views[i].frame.hasSameBits(as: frame) || z.map({ $0.bitPattern != views[i].z.bitPattern }) ?? false else { break }
                views[i].frame = frame
                if let z { views[i].z = z }
            } else {
                views.append(AppView(name: name, frame: frame, z: z ?? 0))
            }
        case .didEnterBackground: background = true
        case .willEnterForeground: background = false
        case .pause: paused = true
        case .resume: paused = false
        default: break
        }
        return nil
    }
}

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

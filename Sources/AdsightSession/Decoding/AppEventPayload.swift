/// The payloads of the format's table "The app, its views and the device" (`EventPayload`).
enum AppEventPayload {
    @inline(__always)
    static func decode<F: PayloadFields>(_ code: EventCode, _ f: inout F) -> EventKind? {
        switch code {
        case .willRotate:
            let to = f.orientation(), duration = f.duration()
            guard let to, let duration else { return nil }
            return .willRotate(to: to, duration: duration)
        case .deviceOrientation: return f.orientation().map { .deviceOrientation(to: $0) }
        case .viewWillAppear: return .viewWillAppear
        case .viewWillDisappear: return .viewWillDisappear
        case .viewFrame:
            let view = f.view(), frame = f.frame(), z = f.z()
            guard let view, let frame, let z else { return nil }
            return .viewFrame(view: view, frame: frame, z: z)
        case .didEnterBackground: return .didEnterBackground
        case .willEnterForeground: return .willEnterForeground
        case .pause: return .pause(what: f.text(.what))
        case .resume: return .resume(what: f.text(.what))
        case .transition:
            let from = f.text(.from), to = f.text(.to)
            return .transition(from: from, to: to)
        case .urgent: return .urgent(reason: f.text(.reason))
        case .alert: return .alert(message: f.text(.message))
        case .userTap: return .userTap
        case .userDismiss: return .userDismiss
        default: return nil  // the callers pass only the codes of defined names
        }
    }
}

import AdsightJSON

/// The payloads of "The app, its views and the device" table.
enum AppEventPayload {
    static func decode(_ code: EventCode, _ p: FieldReader, _ ctx: inout LineContext) -> EventKind? {
        switch code {
        case .willRotate:
            let to = p.oneOf("to", Orientation.allCases, required: true, &ctx)
            let duration = p.number("duration", required: true, what: "seconds, a number", nonNegative: true, &ctx)
            guard let to, let duration else { return nil }
            return .willRotate(to: to, duration: duration)
        case .deviceOrientation:
            return p.oneOf("to", Orientation.allCases, required: true, &ctx).map { .deviceOrientation(to: $0) }
        case .viewWillAppear: return .viewWillAppear
        case .viewWillDisappear: return .viewWillDisappear
        case .viewFrame:
            let view = p.string("view", required: true, what: "the app view's name, e.g. \"content\"", &ctx)
            let frame = p.frame("frame", required: true, &ctx)
            let z = p.number("z", required: false, &ctx)
            guard let view, let frame else { return nil }
            return .viewFrame(view: view, frame: frame, z: z)
        case .didEnterBackground: return .didEnterBackground
        case .willEnterForeground: return .willEnterForeground
        case .pause: return .pause(what: p.string("what", required: false, &ctx))
        case .resume: return .resume(what: p.string("what", required: false, &ctx))
        case .transition:
            let from = p.string("from", required: false, &ctx)
            let to = p.string("to", required: false, &ctx)
            return .transition(from: from, to: to)
        case .urgent: return .urgent(reason: p.string("reason", required: false, &ctx))
        case .alert: return .alert(message: p.string("message", required: false, &ctx))
        case .userTap: return .userTap
        case .userDismiss: return .userDismiss
        default: return nil  // the callers pass only the codes of defined names
        }
    }
}

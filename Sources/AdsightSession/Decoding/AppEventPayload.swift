import AdsightJSON

/// The payloads of "The app, its views and the device" table, and unknown names.
enum AppEventPayload {
    static func decode(name: String, _ p: FieldReader, _ ctx: inout LineContext) -> EventKind? {
        switch name {
        case "willRotateToInterfaceOrientation:duration:":
            let to = p.oneOf("to", Orientation.allCases, required: true, &ctx)
            let duration = p.number("duration", required: true, what: "seconds, a number", nonNegative: true, &ctx)
            guard let to, let duration else { return nil }
            return .willRotate(to: to, duration: duration)
        case "device.orientation":
            return p.oneOf("to", Orientation.allCases, required: true, &ctx).map { .deviceOrientation(to: $0) }
        case "viewWillAppear:": return .viewWillAppear
        case "viewWillDisappear:": return .viewWillDisappear
        case "view.frame":
            let view = p.string("view", required: true, what: "the app view's name, e.g. \"content\"", &ctx)
            let frame = p.frame("frame", required: true, &ctx)
            let z = p.number("z", required: false, &ctx)
            guard let view, let frame else { return nil }
            return .viewFrame(view: view, frame: frame, z: z)
        case "applicationDidEnterBackground:": return .didEnterBackground
        case "applicationWillEnterForeground:": return .willEnterForeground
        case "app.pause": return .pause(what: p.string("what", required: false, &ctx))
        case "app.resume": return .resume(what: p.string("what", required: false, &ctx))
        case "app.transition":
            let from = p.string("from", required: false, &ctx)
            let to = p.string("to", required: false, &ctx)
            return .transition(from: from, to: to)
        case "app.urgent": return .urgent(reason: p.string("reason", required: false, &ctx))
        case "app.alert": return .alert(message: p.string("message", required: false, &ctx))
        case "user.tap": return .userTap
        case "user.dismiss": return .userDismiss
        default: return .unknown(name: name)
        }
    }

}

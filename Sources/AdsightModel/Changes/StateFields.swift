import AdsightSession

/// The named fields of each part of the state, in a fixed order, as rules and replay name them.
public enum StateFields {
    public static func app(_ s: AppState) -> [(String, StateValue)] {
        [("paused", .bool(s.paused)), ("background", .bool(s.background)),
         ("hostOnScreen", .bool(s.hostOnScreen)), ("orientation", .text(s.orientation.rawValue))]
    }

    public static func view(_ v: AppView) -> [(String, StateValue)] {
        [("frame", .rect(v.frame)), ("z", .number(v.z))]
    }

    public static func ad(_ s: AdState) -> [(String, StateValue)] {
        var out: [(String, StateValue)] = [
            ("created", .bool(true)),
            ("kind", .text(s.kind.rawValue)),
            ("released", .bool(s.released)),
            ("delegate", .text(s.delegate.rawValue)),
            ("content", .text(s.content.label)),
            ("loaded", .bool(s.loaded)),
            ("everLoaded", .bool(s.everLoaded)),
            ("lastFailure", s.lastFailure.map { .text($0.code) } ?? .absent),
            ("actionInProgress", .bool(s.actionInProgress)),
            ("hidden", .bool(s.hidden)),
            ("inViewHierarchy", .bool(s.inViewHierarchy)),
            ("inViewController", s.inViewController.map(StateValue.bool) ?? .absent),
            ("frame", s.frame.map(StateValue.rect) ?? .absent),
            ("z", .number(s.z)),
        ]
        switch s.kind {
        case .banner:
            out += [
                ("requiredContentSizeIdentifiers", s.requiredContentSizeIdentifiers.map { .list($0.map(\.raw)) } ?? .absent),
                ("currentContentSizeIdentifier", s.currentContentSizeIdentifier.map { .text($0.raw) } ?? .absent),
                ("frameIsBuiltinSize", s.frameIsBuiltinSize.map(StateValue.bool) ?? .absent),
                ("sizeMatchesOrientation", s.sizeMatchesOrientation.map(StateValue.bool) ?? .absent),
            ]
        case .interstitial:
            out += [
                ("presentation", .text(s.presentation.label)),
                ("presentCount", .number(Double(s.presentCount))),
                ("unloaded", .bool(s.unloaded)),
                ("hostViewSizeOK", s.hostViewSizeOK.map(StateValue.bool) ?? .absent),
            ]
        }
        out += [
            ("loadedReads", .number(Double(s.loadedReads))),
            ("obscuredBy", .list(s.obscuredBy.map { "\($0.view)(\($0.relation.rawValue))" })),
            ("visible", .bool(s.visible)),
        ]
        return out
    }
}

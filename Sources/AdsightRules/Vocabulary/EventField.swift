import AdsightSession

/// A field of an event, as `where` conditions and messages name it.
enum EventField: String, Sendable, Hashable, CaseIterable {
    case event, ad, thread, t, inconsistency
    case className = "class"
    case frame, delegate, identifiers, identifier, z, hidden, inViewController, value
    case errorCode = "error.code"
    case errorMessage = "error.message"
    case willLeave, returned, to, duration, view, what, from, reason, message

    static let byName: [String: EventField] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    var type: ValueType {
        switch self {
        case .event, .ad, .thread, .inconsistency, .className, .identifier, .errorCode, .errorMessage,
             .to, .view, .what, .from, .reason, .message:
            return .string
        case .t, .z, .duration: return .number
        case .frame: return .rect
        case .delegate, .hidden, .inViewController, .value, .willLeave, .returned: return .bool
        case .identifiers: return .list
        }
    }

    /// The events that carry the field.
    var events: EventSet {
        func s(_ names: String...) -> EventSet {
            names.reduce(EventSet.none) { $0.union(EventSet(index: EventVocabulary.indexByName[$1]!)) }
        }
        switch self {
        case .event, .ad, .thread, .t, .inconsistency: return .all
        case .className: return s("initWithFrame:", "init")
        case .frame: return s("initWithFrame:", "setFrame:", "presentInView:", "view.frame")
        case .delegate: return s("setDelegate:")
        case .identifiers: return s("setRequiredContentSizeIdentifiers:")
        case .identifier: return s("setCurrentContentSizeIdentifier:")
        case .z: return s("setFrame:", "view.frame")
        case .hidden: return s("setHidden:")
        case .inViewController: return s("view.add", "presentInView:")
        case .value: return s("bannerLoaded", "loaded")
        case .errorCode, .errorMessage:
            return s("bannerView:didFailToReceiveAdWithError:", "interstitialAd:didFailWithError:")
        case .willLeave, .returned:
            return s("bannerViewActionShouldBegin:willLeaveApplication:",
                     "interstitialAdActionShouldBegin:willLeaveApplication:")
        case .to: return s("willRotateToInterfaceOrientation:duration:", "device.orientation", "app.transition")
        case .duration: return s("willRotateToInterfaceOrientation:duration:")
        case .view: return s("view.frame")
        case .what: return s("app.pause", "app.resume")
        case .from: return s("app.transition")
        case .reason: return s("app.urgent")
        case .message: return s("app.alert")
        }
    }

    /// The field's value on `e` (`nil` when the event does not carry it).
    func read(_ e: Event, inconsistency: String?) -> Value {
        switch self {
        case .event: return .string(e.name)
        case .ad: return e.ad.map(Value.string) ?? .null
        case .thread: return .string(e.thread ?? "main")
        case .t: return .number(e.t)
        case .inconsistency: return inconsistency.map(Value.string) ?? .null
        default: return readPayload(e.kind)
        }
    }

    private func readPayload(_ kind: EventKind) -> Value {
        switch (self, kind) {
        case (.className, .initBanner): return .string("ADBannerView")
        case (.className, .initInterstitial): return .string("ADInterstitialAd")
        case (.frame, .initBanner(let f)), (.frame, .setFrame(let f, _)), (.frame, .presentInView(let f, _)),
             (.frame, .viewFrame(_, let f, _)):
            return .rect(f)
        case (.delegate, .setDelegate(let b)), (.hidden, .setHidden(let b)),
             (.inViewController, .viewAdd(let b)), (.inViewController, .presentInView(_, let b)),
             (.value, .readBannerLoaded(let b)), (.value, .readLoaded(let b)):
            return .bool(b)
        case (.identifiers, .setRequiredContentSizeIdentifiers(let ids)): return .list(ids.map { .string($0.raw) })
        case (.identifier, .setCurrentContentSizeIdentifier(let id)): return .string(id.raw)
        case (.z, .setFrame(_, let z)), (.z, .viewFrame(_, _, let z)): return z.map(Value.number) ?? .null
        case (.errorCode, .bannerDidFail(let e)), (.errorCode, .interstitialDidFail(let e)): return .string(e.code)
        case (.errorMessage, .bannerDidFail(let e)), (.errorMessage, .interstitialDidFail(let e)):
            return e.message.map(Value.string) ?? .null
        case (.willLeave, .bannerActionShouldBegin(let w, _)), (.willLeave, .interstitialActionShouldBegin(let w, _)):
            return .bool(w)
        case (.returned, .bannerActionShouldBegin(_, let r)), (.returned, .interstitialActionShouldBegin(_, let r)):
            return .bool(r)
        case (.to, .willRotate(let o, _)), (.to, .deviceOrientation(let o)): return .string(o.rawValue)
        case (.to, .transition(_, let s)), (.from, .transition(let s, _)), (.what, .pause(let s)),
             (.what, .resume(let s)), (.reason, .urgent(let s)), (.message, .alert(let s)):
            return s.map(Value.string) ?? .null
        case (.duration, .willRotate(_, let d)): return .number(d)
        case (.view, .viewFrame(let v, _, _)): return .string(v)
        default: return .null
        }
    }
}

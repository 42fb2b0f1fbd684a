import AdsightSession

/// The events of `adsession/1` by wire name, each with a small index for fast matching.
enum EventVocabulary {
    /// Every wire name the format defines (the decoder's list), in the order of `index(of:)`.
    static let names: [String] = EventNames.all

    /// The index of an event name not defined by the format.
    static let unknownIndex = names.count

    /// A check's error for an event name the format does not define, with the closest one.
    static func unknown(_ name: String) -> String {
        "unknown event `\(name)`" + (NameSuggestion.closest(to: name, in: names).map { "; did you mean `\($0)`?" } ?? "")
    }

    /// Wire name → index.
    static let indexByName: [String: Int] = {
        var out: [String: Int] = [:]
        for (i, n) in names.enumerated() { out[n] = i }
        return out
    }()

    /// The range of app calls into iAd (the format's first table).
    static let calls = 0...15
    /// The range of delegate callbacks.
    static let callbacks = 16...24

    /// The index of an event's kind (`unknownIndex` for names the format does not define).
    static func index(of kind: EventKind) -> Int {
        switch kind {
        case .initBanner: return 0
        case .initInterstitial: return 1
        case .setDelegate: return 2
        case .setRequiredContentSizeIdentifiers: return 3
        case .setCurrentContentSizeIdentifier: return 4
        case .setFrame: return 5
        case .setHidden: return 6
        case .viewAdd: return 7
        case .viewRemove: return 8
        case .readBannerLoaded: return 9
        case .readLoaded: return 10
        case .presentFromViewController: return 11
        case .presentInView: return 12
        case .cancelBannerViewAction: return 13
        case .cancelAction: return 14
        case .release: return 15
        case .bannerViewDidLoadAd: return 16
        case .bannerDidFail: return 17
        case .bannerActionShouldBegin: return 18
        case .bannerActionDidFinish: return 19
        case .interstitialDidLoad: return 20
        case .interstitialDidUnload: return 21
        case .interstitialDidFail: return 22
        case .interstitialActionShouldBegin: return 23
        case .interstitialActionDidFinish: return 24
        case .willRotate: return 25
        case .deviceOrientation: return 26
        case .viewWillAppear: return 27
        case .viewWillDisappear: return 28
        case .viewFrame: return 29
        case .didEnterBackground: return 30
        case .willEnterForeground: return 31
        case .pause: return 32
        case .resume: return 33
        case .transition: return 34
        case .urgent: return 35
        case .alert: return 36
        case .userTap: return 37
        case .userDismiss: return 38
        case .unknown: return unknownIndex
        }
    }
}

/// A set of events as a bit mask over `EventVocabulary` indices.
struct EventSet: Sendable, Hashable {
    var bits: UInt64

    static let none = EventSet(bits: 0)
    static let all = EventSet(bits: (1 << UInt64(EventVocabulary.unknownIndex + 1)) - 1)
    static let calls = EventSet(range: EventVocabulary.calls)
    static let callbacks = EventSet(range: EventVocabulary.callbacks)

    init(bits: UInt64) { self.bits = bits }
    init(index: Int) { bits = 1 << UInt64(index) }
    init(range: ClosedRange<Int>) { bits = 0; for i in range { bits |= 1 << UInt64(i) } }

    @inline(__always)  // a bit test, asked per event and rule
    func contains(_ index: Int) -> Bool { bits & (1 << UInt64(index)) != 0 }
    func union(_ other: EventSet) -> EventSet { EventSet(bits: bits | other.bits) }
    var isEmpty: Bool { bits == 0 }

    /// The indices in the set.
    var indices: [Int] { (0...EventVocabulary.unknownIndex).filter(contains) }
}

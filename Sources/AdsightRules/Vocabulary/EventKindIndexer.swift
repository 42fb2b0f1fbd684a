import AdsightSession

/// `EventVocabulary.index(of:)` read from the bytes of an event's `EventKind`, without a
/// `switch` (which compares the payload-less cases one after another: ~45 instructions for a
/// late one, per event judged).
///
/// The layout of a multi-payload enum is the compiler's: the case of a value with a payload
/// is told by the bits of its last byte above `shift` (the bits below may be payload), and
/// every payload-less case shares one such tag, told apart by the first payload word. The
/// layout is not assumed: `shared` is made only if it reads every case right on `samples`
/// (every case, each boolean, optional and text payload both ways), and is nil otherwise
/// (the monitor then uses the `switch`). A tag no sample had reads -1: the caller asks the
/// `switch` too. Debug builds compare the two on every event judged.
struct EventKindIndexer: @unchecked Sendable {
    /// Offsets in an `Event` of the kind's last byte and of its first word.
    private let tagOffset: Int
    private let wordOffset: Int
    private let shift: UInt8
    /// The tag of the payload-less cases.
    private let emptyTag: Int
    /// `table[tag]`: the index of the payload case with that tag (-1: none seen);
    /// `table[256 + word]`: the index of the payload-less case with that first word.
    private let table: UnsafeMutablePointer<Int>
    private let emptyCount: Int

    /// The indexer of this build's `EventKind` layout, nil when the samples do not fit one.
    static let shared: EventKindIndexer? = make()

    /// The vocabulary index of `e.kind`, or -1 when the bytes name no sampled case.
    @inline(__always)
    func index(_ e: UnsafePointer<Event>) -> Int {
        let raw = UnsafeRawPointer(e)
        let tag = Int(raw.load(fromByteOffset: tagOffset, as: UInt8.self) >> shift)
        if tag != emptyTag { return table[tag] }
        let word = raw.loadUnaligned(fromByteOffset: wordOffset, as: UInt.self)
        return word < UInt(emptyCount) ? table[256 + Int(word)] : -1
    }

    private init(tagOffset: Int, wordOffset: Int, shift: UInt8, emptyTag: Int, table: UnsafeMutablePointer<Int>,
                 emptyCount: Int) {
        self.tagOffset = tagOffset; self.wordOffset = wordOffset; self.shift = shift; self.emptyTag = emptyTag
        self.table = table; self.emptyCount = emptyCount
    }

    /// Tries each split of the last byte (tag bits above `shift`), highest first; keeps the
    /// first that reads every sample right. The bits the compiler tells the case by are exact
    /// in every value; those below may hold payload or be left undefined (seen: stale bits in
    /// copies of a case with a short payload), so the highest split telling every case apart
    /// is the one read. The table is never freed (one per process).
    private static func make() -> EventKindIndexer? {
        guard let kindOffset = MemoryLayout<Event>.offset(of: \Event.kind) else { return nil }
        let size = MemoryLayout<EventKind>.size
        guard size >= MemoryLayout<UInt>.size + 1 else { return nil }
        let events = samples().map { Event(t: 0, line: 1, ad: nil, thread: nil, kind: $0) }
        let emptyKinds = events.filter { isPayloadless($0.kind) }
        for shift in (UInt8(0)..<8).reversed() {
            let table = UnsafeMutablePointer<Int>.allocate(capacity: 256 + emptyKinds.count)
            table.initialize(repeating: -1, count: 256 + emptyKinds.count)
            var fits = true
            var emptyTag = -1
            func bytes(_ e: Event) -> (tag: Int, word: UInt) {
                withUnsafeBytes(of: e) { raw in
                    (Int(raw.load(fromByteOffset: kindOffset + size - 1, as: UInt8.self) >> shift),
                     raw.loadUnaligned(fromByteOffset: kindOffset, as: UInt.self))
                }
            }
            for e in emptyKinds {
                let (tag, word) = bytes(e)
                if emptyTag == -1 { emptyTag = tag }
                guard tag == emptyTag, word < UInt(emptyKinds.count), table[256 + Int(word)] == -1 else { fits = false; break }
                table[256 + Int(word)] = EventVocabulary.index(of: e.kind)
            }
            for e in events where fits && !isPayloadless(e.kind) {
                let (tag, _) = bytes(e)
                let index = EventVocabulary.index(of: e.kind)
                guard tag != emptyTag, table[tag] == -1 || table[tag] == index else { fits = false; break }
                table[tag] = index
            }
            let indexer = EventKindIndexer(tagOffset: kindOffset + size - 1, wordOffset: kindOffset, shift: shift,
                                           emptyTag: emptyTag, table: table, emptyCount: emptyKinds.count)
            // Every sample, read back in place, gives its case's index.
            if fits, emptyTag >= 0, events.allSatisfy({ e in
                withUnsafePointer(to: e) { indexer.index($0) } == EventVocabulary.index(of: e.kind)
            }) {
                return indexer
            }
            table.deallocate()
        }
        return nil
    }

    /// Whether the case carries no payload.
    private static func isPayloadless(_ kind: EventKind) -> Bool {
        switch kind {
        case .initInterstitial, .viewRemove, .presentFromViewController, .cancelBannerViewAction, .cancelAction,
             .release, .bannerViewDidLoadAd, .bannerActionDidFinish, .interstitialDidLoad, .interstitialDidUnload,
             .interstitialActionDidFinish, .viewWillAppear, .viewWillDisappear, .didEnterBackground,
             .willEnterForeground, .userTap, .userDismiss:
            return true
        default:
            return false
        }
    }

    /// Every case, with each boolean both ways, each optional absent and present, and texts
    /// short (inline) and long (on the heap).
    static func samples() -> [EventKind] {
        let frames = [Rect(x: 0, y: 0, width: 0, height: 0), Rect(x: -1.5, y: 430, width: 320, height: 50)]
        let texts = ["", "x", "a text long enough to be stored on the heap, not inline"]
        let optionalTexts: [String?] = [nil] + texts
        let zs: [Double?] = [nil, 0, -2.5, .infinity]
        let bools = [false, true]
        let errors = [AdError(code: "ADErrorServerFailure"), AdError(code: "", message: texts[2])]
        let ids = texts.map(ContentSizeIdentifier.init)
        var out: [EventKind] = [
            .initInterstitial, .viewRemove, .presentFromViewController, .cancelBannerViewAction, .cancelAction, .release,
            .bannerViewDidLoadAd, .bannerActionDidFinish, .interstitialDidLoad, .interstitialDidUnload,
            .interstitialActionDidFinish, .viewWillAppear, .viewWillDisappear, .didEnterBackground, .willEnterForeground,
            .userTap, .userDismiss,
            .setRequiredContentSizeIdentifiers([]), .setRequiredContentSizeIdentifiers(ids),
        ]
        for f in frames {
            out.append(.initBanner(frame: f))
            for z in zs {
                out.append(.setFrame(f, z: z))
                for t in texts { out.append(.viewFrame(view: t, frame: f, z: z)) }
            }
            for b in bools { out.append(.presentInView(frame: f, inViewController: b)) }
        }
        for b in bools {
            out += [.setDelegate(b), .setHidden(b), .viewAdd(inViewController: b), .readBannerLoaded(b), .readLoaded(b)]
            for r in bools {
                out += [.bannerActionShouldBegin(willLeave: b, returned: r), .interstitialActionShouldBegin(willLeave: b, returned: r)]
            }
        }
        for id in ids { out.append(.setCurrentContentSizeIdentifier(id)) }
        for e in errors { out += [.bannerDidFail(e), .interstitialDidFail(e)] }
        for o in Orientation.allCases {
            out += [.willRotate(to: o, duration: 0), .willRotate(to: o, duration: 0.3), .deviceOrientation(to: o)]
        }
        for s in optionalTexts {
            out += [.pause(what: s), .resume(what: s), .urgent(reason: s), .alert(message: s)]
            for s2 in optionalTexts { out.append(.transition(from: s, to: s2)) }
        }
        for t in texts { out.append(.unknown(name: t)) }
        return out
    }
}

import Testing
@testable import AdsightSession

/// Freeing events without a visit per event (`EventDisposal`): every reference an event
/// holds is still released (no leak), none twice (values held elsewhere stay intact), and
/// plain events are told apart from the others.
enum EventDisposalCorpus {
    static let frame = Rect(x: 0, y: 0, width: 320, height: 50)
    /// A string on the heap (more than 15 bytes, built at run time).
    static func heap(_ tag: String) -> String { String(repeating: tag, count: 20) }

    /// Events of every payload shape, plain and holding references.
    static func events(_ shared: [ContentSizeIdentifier], _ heapText: String) -> [Event] {
        let small = String(decoding: Array("ad-1".utf8), as: UTF8.self)
        let kinds: [EventKind] = [
            .userTap, .setFrame(frame, z: 2), .viewFrame(view: small, frame: frame, z: nil),
            .viewFrame(view: heapText, frame: frame, z: 1), .setRequiredContentSizeIdentifiers(shared),
            .setCurrentContentSizeIdentifier(ContentSizeIdentifier(heapText)),
            .bannerDidFail(AdError(code: "ADErrorServerFailure", message: heapText)),
            .transition(from: small, to: heapText), .pause(what: nil), .alert(message: heapText),
            .unknown(name: heapText), .release,
        ]
        var out: [Event] = []
        for (i, kind) in kinds.enumerated() {
            out.append(Event(t: Double(i), line: i + 2, ad: i % 3 == 0 ? nil : (i % 3 == 1 ? small : heapText),
                             thread: i % 4 == 0 ? heapText : nil, kind: kind))
        }
        return out
    }
}

@Test func freeingEventsReleasesEveryReferenceOnce() {
    #expect(EventDisposal.takesBitwisePath)
    var shared = [ContentSizeIdentifier("ADBannerContentSizeIdentifierPortrait"), ContentSizeIdentifier("x")]
    let heapText = EventDisposalCorpus.heap("held-elsewhere-")
    for count in [1, 2, 12, 100] {
        var events: [Event] = []
        while events.count < count { events += EventDisposalCorpus.events(shared, heapText) }
        events.removeLast(events.count - count)
        EventDisposal.free(&events)
        #expect(events.isEmpty)
    }
    // The identifiers array is referenced by nothing but `shared` again: writing to it does not copy.
    let before = shared.withUnsafeBufferPointer { $0.baseAddress }
    shared[0] = ContentSizeIdentifier("y")
    #expect(shared.withUnsafeBufferPointer { $0.baseAddress } == before)
    // What the events shared is intact.
    #expect(heapText == EventDisposalCorpus.heap("held-elsewhere-"))
    #expect(shared[1].raw == "x")
}

@Test func freeingASessionFreesItsEvents() {
    var shared = [ContentSizeIdentifier("a")]
    var session: Session? = Session(
        header: SessionHeader(formatVersion: 1, id: "s", device: Device(family: .iPhone), os: Version([4, 2])),
        events: EventDisposalCorpus.events(shared, EventDisposalCorpus.heap("z"))
    )
    EventDisposal.free(&session)
    #expect(session == nil)
    let before = shared.withUnsafeBufferPointer { $0.baseAddress }
    shared[0] = ContentSizeIdentifier("b")
    #expect(shared.withUnsafeBufferPointer { $0.baseAddress } == before)
}

@Test func plainEventsAreToldApart() {
    let heapText = EventDisposalCorpus.heap("q")
    var events = EventDisposalCorpus.events([], heapText)
    let expected = events.map { e in
        (e.ad.map(LineTails.isImmortal) ?? true) && (e.thread.map(LineTails.isImmortal) ?? true)
            && LineTails.kindHoldsNoReference(e.kind)
    }
    let found = events.withUnsafeMutableBufferPointer { buffer in
        (0..<buffer.count).map { EventDisposal.holdsNoReference(buffer.baseAddress! + $0) }
    }
    #expect(found == expected)
    #expect(found.contains(true) && found.contains(false))
    // Event 0: no ad, thread on the heap; event 1: small ad, no thread, a frame; event 2:
    // an ad on the heap.
    #expect(!found[0] && found[1] && !found[2])
}

/// The quick payload check (`kindHoldsNoReference`, whose `default` takes every case not
/// listed) agrees with the case-by-case list (`declaredPlain`) on every kind: plain cases
/// are plain, and a case holding a string on the heap or an array never is.
@Test func theQuickPayloadCheckAgreesWithTheCaseList() {
    let heap = EventDisposalCorpus.heap("w")
    let withHeapStrings: [EventKind] = [
        .setRequiredContentSizeIdentifiers([]), .setCurrentContentSizeIdentifier(ContentSizeIdentifier(heap)),
        .bannerDidFail(AdError(code: heap, message: nil)), .interstitialDidFail(AdError(code: "c", message: heap)),
        .viewFrame(view: heap, frame: EventDisposalCorpus.frame, z: nil), .pause(what: heap), .resume(what: heap),
        .transition(from: nil, to: heap), .urgent(reason: heap), .alert(message: heap), .unknown(name: heap),
    ]
    for kind in expectedKinds + withHeapStrings {
        if LineTails.declaredPlain(kind) {
            #expect(LineTails.kindHoldsNoReference(kind), "\(kind)")
        }
    }
    for kind in withHeapStrings {
        #expect(!LineTails.declaredPlain(kind) && !LineTails.kindHoldsNoReference(kind), "\(kind)")
    }
    #expect(expectedKinds.filter(LineTails.declaredPlain).count >= 29)
}

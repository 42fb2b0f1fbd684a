import Testing
@testable import AdsightSession

/// Events numbered as the encoder lays them out (header on line 1).
func numbered(_ kinds: [EventKind], ad: String? = "a", start: Double = 0, step: Double = 0.125) -> [Event] {
    kinds.enumerated().map { i, kind in
        let needsAd = kind.category != .appAndDevice || kind == .userTap || kind == .userDismiss
        return Event(t: start + Double(i) * step, line: i + 2, ad: needsAd ? ad : nil, kind: kind)
    }
}

struct RoundTripCase: Sendable, CustomStringConvertible {
    var description: String
    var session: Session
}

let roundTripCases: [RoundTripCase] = [
    RoundTripCase(description: "every event kind, minimal header", session: Session(
        header: SessionHeader(id: "min", device: Device(family: .iPhone), os: Version([4, 2])),
        events: numbered(expectedKinds))),
    RoundTripCase(description: "every header field", session: Session(
        header: SessionHeader(
            id: "full", title: "Top \"rated\" </tab>", source: .simulated, scenario: "s", seed: 42,
            device: Device(family: .iPad, model: "iPad1,1"), os: Version([4, 3, 2]),
            app: AppInfo(name: "N", version: "2", deploymentTarget: Version([3, 2]), iAdLinkage: .required,
                         supportedOrientations: [.landscape]),
            orientation: .landscapeRight, recordedAt: "2011-01-01T00:00:00Z"),
        events: numbered([.viewWillAppear, .userTap], ad: "ad\u{2028}é😀\n", start: 0.1, step: 1e-7))),
    RoundTripCase(description: "unknown events, threads and odd numbers", session: Session(
        header: SessionHeader(id: "odd", device: Device(family: .iPodTouch), os: Version([5])),
        events: [
            Event(t: 0, line: 2, ad: "x", thread: "bg", kind: .unknown(name: "ad.teleport")),
            Event(t: 1e21, line: 3, kind: .viewFrame(view: "v", frame: Rect(x: -0.5, y: 1e-9, width: 123456789.125, height: 0), z: 0.1)),
            Event(t: 1e21, line: 4, ad: "b", kind: .setFrame(Rect(x: 0.30000000000000004, y: 2, width: 3, height: 4), z: -7)),
        ],
        warnings: [SessionDiagnostic(line: 2, column: 19, message: "unknown event \"ad.teleport\" (adsession/1 does not define it); it is kept and shown, but no rule judges it")])),
]

@Test(arguments: roundTripCases)
func decodingAnEncodedSessionGivesItBack(_ c: RoundTripCase) throws {
    let bytes = SessionEncoder.encode(c.session)
    let outcome = SessionDecoding.decode(bytes)
    #expect(outcome.errors == [])
    #expect(outcome.session == c.session)
    // Canonical: encoding again gives the same bytes.
    #expect(outcome.session.map(SessionEncoder.encode) == bytes)
}

@Test func everyEventKindIsCoveredByTheRoundTrip() {
    // Every event the format defines (unknown is in the third case).
    #expect(Set(expectedKinds.map(\.name)).count == 39)
}

@Test func linesAreCanonical() {
    let header = SessionHeader(id: "x", device: Device(family: .iPhone), os: Version([4, 2, 1]))
    #expect(SessionEncoder.headerLine(header) == #"{"adsession": 1, "id": "x", "source": "recorded", "device": {"family": "iPhone"}, "os": "4.2.1", "orientation": "portrait"}"#)
    let event = Event(t: 3.25, line: 2, ad: "banner-1", kind: .initBanner(frame: Rect(x: 0, y: 430, width: 320, height: 50)))
    #expect(SessionEncoder.eventLine(event) == #"{"t": 3.25, "event": "initWithFrame:", "ad": "banner-1", "class": "ADBannerView", "frame": [0, 430, 320, 50]}"#)
}

@Test func reencodingTheFixtureIsStable() throws {
    let session = try #require(Fixture.decode("valid/every-event.jsonl").session)
    #expect(SessionDecoding.decode(SessionEncoder.encode(session)).session == session)
}

@Test func eventNamesListEveryDefinedEventOnce() {
    var seen: Set<String> = []
    let inOrder = expectedKinds.map(\.name).filter { seen.insert($0).inserted }
    #expect(EventNames.all == inOrder)
}

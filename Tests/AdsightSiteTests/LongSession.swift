import AdsightRules
import AdsightSession
import AdsightSite

/// A session of a banner flickering between loaded and failed for a long time, with a
/// breach at every failure: the worst case for the size of a session page.
enum LongSession {
    static func site(events count: Int, id: String = "huge") -> SiteSession {
        let header = SessionHeader(id: id, device: Device(family: .iPhone), os: Version([4, 2]))
        var events = [Event(t: 0, line: 2, ad: "banner-1", kind: .initBanner(frame: Rect(x: 0, y: 430, width: 320, height: 50))),
                      Event(t: 0, line: 3, ad: "banner-1", kind: .viewAdd(inViewController: true))]
        for i in 0..<(count - 2) {
            let t = Double(i) * 0.1 + 0.05
            let kind: EventKind = i % 2 == 0 ? .bannerViewDidLoadAd : .bannerDidFail(AdError(code: "ADErrorServerFailure"))
            events.append(Event(t: t, line: i + 4, ad: "banner-1", kind: kind))
        }
        let evidence = stride(from: 1, to: count - 2, by: 2).map { Evidence(t: Double($0) * 0.1 + 0.05, line: $0 + 4, message: "banner-1 is on screen with no ad loaded") }
        let report = SessionReport(file: "\(id).jsonl", id: id, header: header, valid: true, errors: [], warnings: [],
                                   results: [RuleResult(rule: "banner-never-empty", severity: .error, status: .fail, evidence: evidence)],
                                   eventCount: events.count, duration: events.last!.t)
        return SiteSession(report: report, session: Session(header: header, events: events))
    }
}

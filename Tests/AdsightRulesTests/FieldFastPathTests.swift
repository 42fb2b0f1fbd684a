import AdsightModel
import AdsightSession
import Testing
@testable import AdsightRules

/// `where field == literal` read in place (booleans of the payload, the thread, the event's
/// name by its vocabulary index) decides exactly as the field's general `Value` reading does,
/// for every event kind carrying the field (with both values), events not carrying it, every
/// thread spelling, and unknown events (their name read).
struct FieldFastPathTests {
    /// Events of every kind that carries a boolean field, with `true` and `false`, and a few
    /// that carry none; each on no thread, on "main" and on another thread.
    static let events: [Event] = {
        let frame = Rect(x: 0, y: 0, width: 320, height: 50)
        var kinds: [EventKind] = []
        for b in [false, true] {
            kinds += [.setDelegate(b), .setHidden(b), .viewAdd(inViewController: b), .readBannerLoaded(b), .readLoaded(b),
                      .presentInView(frame: frame, inViewController: b)]
            for r in [false, true] {
                kinds += [.bannerActionShouldBegin(willLeave: b, returned: r), .interstitialActionShouldBegin(willLeave: b, returned: r)]
            }
        }
        for code in ["ADErrorServerFailure", "ADErrorConfigurationError", ""] {
            kinds += [.bannerDidFail(AdError(code: code, message: nil)), .interstitialDidFail(AdError(code: code, message: "m"))]
        }
        kinds += [.release, .viewRemove, .initBanner(frame: frame), .pause(what: nil), .unknown(name: "returned"),
                  .unknown(name: "release")]
        var out: [Event] = []
        for thread in [nil, "main", "worker", ""] as [String?] {
            for kind in kinds { out.append(Event(t: 1, line: 2, ad: "a", thread: thread, kind: kind)) }
        }
        return out
    }()

    static let filters: [String] = {
        var out: [String] = []
        for field in ["delegate", "hidden", "inViewController", "value", "willLeave", "returned"] {
            for op in ["==", "!="] {
                for literal in ["true", "false"] { out.append("\(field) \(op) \(literal)") }
            }
        }
        for op in ["==", "!="] {
            for literal in [#""main""#, #""worker""#, #""""#, "nil"] { out.append("thread \(op) \(literal)") }
            for literal in [#""ADErrorConfigurationError""#, #""""#, "nil"] { out.append("error.code \(op) \(literal)") }
        }
        // The event's name, known names by their vocabulary index (unknown events by name).
        for literal in ["`setDelegate:`", "`release`", "`view.remove`", "`presentInView:`"] {
            for op in ["==", "!="] { out.append("event \(op) \(literal)") }
        }
        out.append("not (event == `setDelegate:` and delegate == false) and event != `view.remove` and event != `release`")
        // Conjunctions: a part that needs a thread makes the whole need one.
        out += [#"thread != "main" and returned == true"#, #"willLeave == false and thread == "worker""#,
                #"thread != "main" or returned == true"#]
        return out
    }()

    @Test(arguments: filters)
    func inPlaceReadsAgreeWithValues(_ filter: String) throws {
        let program = try RuleProgram.parse("never any event where \(filter)\nreport \"x\"")
        let condition = try #require(RuleCode(program.rules[0]).conditions.first)
        #expect(condition.test is FieldEqualsTest || condition.test is AndTest || condition.test is OrTest,
                "the fast path is what is tested")
        let header = try #require(SessionDecoding.decode(iPhone).header)
        let state = ModelState(header: header)
        var decided = Set<Bool>()
        for event in Self.events {
            let ctx = EvalContext(header: header, state: state, event: event)
            let fast = condition.test.holds(ctx)
            #expect(fast == condition.eval(ctx).isTrue, "\(filter) on \(event)")
            // A test said to need a thread never holds for an event naming none (such steps are skipped).
            if condition.test.needsThread, event.thread == nil { #expect(!fast, "\(filter) on \(event)") }
            decided.insert(fast)
        }
        // (A thread is never nil: it reads "main" when the event names none.)
        if !filter.hasPrefix("thread") || !filter.hasSuffix("nil") { #expect(decided == [false, true], "the table makes \(filter) both true and false") }
        // No event being matched: the field reads nil.
        let none = EvalContext(header: header, state: state)
        #expect(condition.test.holds(none) == condition.eval(none).isTrue)
    }
}

/// Which filters are said to need a thread: those that hold only for a thread other than
/// "main" (a step naming no thread then skips their applicable session rules).
@Test(arguments: [
    (#"thread != "main""#, true), (#"thread == "worker""#, true), (#"thread == "main""#, false),
    (#"thread != "worker""#, false), (#"thread == nil"#, false), (#"thread != nil"#, false),
    (#"thread != "main" and returned == true"#, true), (#"returned == true and thread == "x""#, true),
    (#"thread != "main" or returned == true"#, false), (#"not (thread == "main")"#, false),
    (#"returned == true"#, false),
])
func filtersNeedingAThread(_ filter: String, _ needs: Bool) throws {
    let program = try RuleProgram.parse("never any event where \(filter)\nreport \"x\"")
    #expect(RuleCode(program.rules[0]).first?.needsThread == needs)
}

/// A session rule needing a thread is skipped at steps naming none once applicable, and
/// still judges the first call made off the main thread, however late.
@Test(arguments: [0, 1, 5, 40])
func offMainThreadCallsAreFoundAfterManyOnMain(_ before: Int) throws {
    var lines = bannerOnScreen()
    for k in 0..<before { lines.append(ev(Double(k + 1), "setHidden:", #""hidden": false"#)) }
    let t = Double(before + 1)
    lines.append(#"{"t": \#(t), "event": "setHidden:", "ad": "b", "hidden": true, "thread": "worker"}"#)
    lines.append(ev(t + 1, "setHidden:", #""hidden": false"#))
    let result = try judge("ad-main-thread", lines)
    #expect(result.status == .fail)
    #expect(result.evidence.map(\.line) == [lines.count])  // the header is line 1: the worker call is the one before last
}

/// Sessions of more ads than are found by comparing names (16) find the ads of their events
/// by a dictionary: each ad is judged as itself, early and late ones alike. Odd ads clear
/// their delegate before all are released: exactly the even ones fail (an ad judged as its
/// neighbour, or not found, changes the set).
@Test(arguments: [15, 16, 17, 40])
func manyAdsAreEachJudgedAsTheirOwn(_ count: Int) throws {
    var lines: [String] = []
    for k in 0..<count {
        lines.append(#"{"t": 0, "event": "initWithFrame:", "ad": "b\#(k)", "class": "ADBannerView", "frame": [0, 430, 320, 50]}"#)
        lines.append(#"{"t": 0, "event": "setDelegate:", "ad": "b\#(k)", "delegate": true}"#)
    }
    for k in 0..<count where k % 2 == 1 {
        lines.append(#"{"t": 1, "event": "setDelegate:", "ad": "b\#(k)", "delegate": false}"#)
    }
    for k in (0..<count).reversed() { lines.append(#"{"t": 2, "event": "release", "ad": "b\#(k)"}"#) }
    let result = try judge("ad-delegate-cleared-before-release", lines)
    #expect(result.status == .fail)
    #expect(Set(result.evidence.compactMap(\.ad)) == Set((0..<count).filter { $0 % 2 == 0 }.map { "b\($0)" }))
}

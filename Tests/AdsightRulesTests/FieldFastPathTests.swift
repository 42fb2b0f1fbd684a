import AdsightModel
import AdsightSession
import Testing
@testable import AdsightRules

/// `where field == literal` read in place (booleans of the payload, the thread) decides
/// exactly as the field's general `Value` reading does, for every event kind carrying the
/// field (with both values), events not carrying it, and every thread spelling.
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
        kinds += [.release, .viewRemove, .initBanner(frame: frame), .pause(what: nil), .unknown(name: "returned")]
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
        }
        return out
    }()

    @Test(arguments: filters)
    func inPlaceReadsAgreeWithValues(_ filter: String) throws {
        let program = try RuleProgram.parse("never any event where \(filter)\nreport \"x\"")
        let condition = try #require(RuleCode(program.rules[0]).conditions.first)
        #expect(condition.test is FieldEqualsTest, "the fast path is what is tested")
        let header = try #require(SessionDecoding.decode(iPhone).header)
        let state = ModelState(header: header)
        var decided = Set<Bool>()
        for event in Self.events {
            let ctx = EvalContext(header: header, state: state, event: event)
            let fast = condition.test.holds(ctx)
            #expect(fast == condition.eval(ctx).isTrue, "\(filter) on \(event)")
            decided.insert(fast)
        }
        // (A thread is never nil: it reads "main" when the event names none.)
        if !filter.hasSuffix("nil") { #expect(decided == [false, true], "the table makes \(filter) both true and false") }
        // No event being matched: the field reads nil.
        let none = EvalContext(header: header, state: state)
        #expect(condition.test.holds(none) == condition.eval(none).isTrue)
    }
}

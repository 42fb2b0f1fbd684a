#if DEBUG
import AdsightModel
@testable import AdsightRules
import AdsightSession

/// How the reference reads conditions and writes messages: every condition through its
/// plain value form (`Condition.eval`), in a context made afresh for each question.
struct ReferenceReading {
    var header: SessionHeader
    /// The instance's index in the states read (-1: the session).
    var adIndex: Int
    /// What exposure states read besides the state (`EvalContext.live`): for the state after
    /// the step judged (every state read but the one before it), and for that one.
    var live: [Bool] = []
    var liveBefore: [Bool] = []

    init(header: SessionHeader, adIndex: Int, step: ReferenceStep? = nil) {
        self.header = header; self.adIndex = adIndex
        live = step?.liveAfter ?? []; liveBefore = step?.liveBefore ?? []
    }

    /// Whether `condition` is true in `state`, with `event` (and its model finding) as the
    /// event being matched.
    func holds(_ condition: Condition, in state: ModelState, event: Event? = nil, step: ReferenceStep? = nil,
               before: Bool = false) -> Bool {
        // An ad not made yet in `state` (a state before its group) has no state to read.
        guard adIndex < state.ads.count else { return false }
        var ctx = EvalContext(header: header, state: state, event: event,
                              inconsistency: event.flatMap { e in step?.inconsistency(e.line) })
        ctx.adIndex = adIndex
        ctx.live = before ? liveBefore : live
        return condition.eval(ctx).isTrue
    }

    /// Whether `event` is one of `match`'s events and its fields match (read in the state
    /// after its group).
    func matches(_ match: EventMatch, _ event: Event, _ step: ReferenceStep) -> Bool {
        guard named(match, event) else { return false }
        return match.filter.map { holds($0, in: step.after, event: event, step: step) } ?? true
    }

    /// Whether `event` is one of `match`'s events, whatever its fields.
    func named(_ match: EventMatch, _ event: Event) -> Bool {
        match.events.contains(EventVocabulary.index(of: event.kind))
    }

    /// The instance's ad in `state`, if it has one there.
    func ad(in state: ModelState) -> AdState? { adIndex >= 0 && adIndex < state.ads.count ? state.ads[adIndex] : nil }

    /// One breach, its message written in `state` about `event` (with its finding in `step`)
    /// and `trigger`.
    func evidence(_ rule: Rule, state: ModelState, ad: AdState?, event: Event?, trigger: Event? = nil,
                  step: ReferenceStep?, count: Int? = nil, t: Double, line: Int, deadline: Double? = nil) -> Evidence {
        let context = MessageContext(header: header, state: state, ad: ad, event: event,
                                     inconsistency: event.flatMap { e in step?.inconsistency(e.line) },
                                     trigger: trigger, count: count, t: t, line: line, deadline: deadline)
        return Evidence(t: t, line: line, message: rule.message.render(context), ad: event?.ad ?? trigger?.ad ?? ad?.name)
    }
}
#endif

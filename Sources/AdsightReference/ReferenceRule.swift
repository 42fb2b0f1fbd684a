#if DEBUG
import AdsightModel
@testable import AdsightRules
import AdsightSession

/// One rule judged by the reference over a whole replayed session: every instance of its
/// scope, at every step the instance is judged at.
enum ReferenceRule {
    /// Whether the rule applied, and its breaches.
    static func judge(_ rule: Rule, header: SessionHeader, steps: [ReferenceStep], final: ModelState)
        -> (applicable: Bool, evidence: [Evidence]) {
        let initial = ModelState(header: header)
        if let when = rule.when, !ReferenceReading(header: header, adIndex: -1).holds(when, in: initial) {
            return (false, [])
        }
        if case .assert(let c) = rule.pattern, rule.scope == .session {
            var judge = AssertJudge(rule: rule, condition: c)
            judge.judgeHeader(header)
            return (judge.applicable, judge.evidence)
        }
        var applicable = false
        var evidence: [Evidence] = []
        for instance in ReferenceInstance.all(rule.scope, final: final) {
            let (a, e) = run(judge(for: rule, header: header), instance, header: header, steps: steps, final: final)
            applicable = applicable || a
            evidence += e
        }
        return (applicable, evidence)
    }

    /// Feeds one instance every step, its end when the name turns to a kind the rule does not
    /// judge, and the session's end.
    private static func run<J: InstanceJudge>(_ judge: J, _ instance: ReferenceInstance, header: SessionHeader,
                                              steps: [ReferenceStep], final: ModelState) -> (Bool, [Evidence]) {
        var judge = judge
        var judged = false
        for step in steps {
            if instance.endedByKindChange(step) { judge.end(at: step.t) }
            guard let a = instance.index(in: step.after) else { continue }
            judged = true
            judge.visit(step, ReferenceReading(header: header, adIndex: a, step: step), instance)
        }
        if judged {
            let a = instance.name.flatMap { name in final.ads.firstIndex { $0.name == name } } ?? -1
            judge.finish(final: final, ReferenceReading(header: header, adIndex: a))
        }
        return (judge.applicable, judge.evidence)
    }

    /// The state machine of the rule's pattern (opened into `run`'s generic parameter).
    private static func judge(for rule: Rule, header: SessionHeader) -> any InstanceJudge {
        switch rule.pattern {
        case .state(let bad, let g, let grace, let graceFor, let lasting):
            return StateJudge(rule, header: header, bad: bad, guard: g, grace: grace, graceFor: graceFor, lasting: lasting)
        case .eventAbsence(let m, let g):
            return EventAbsenceJudge(rule: rule, match: m, guardCondition: g)
        case .expectState(let trigger, let g, let goal, let within):
            return ExpectJudge(rule, trigger: trigger, guard: g, goal: .state(goal), within: within)
        case .expectEvent(let trigger, let g, let goal, let within):
            return ExpectJudge(rule, trigger: trigger, guard: g, goal: .event(goal), within: within)
        case .forbid(let trigger, let g, let banned, let within):
            return ForbidJudge(rule, trigger: trigger, guard: g, banned: banned, within: within)
        case .requireState(let m, let s):
            return PrecedenceJudge(rule, m, .state(s))
        case .requireEvent(let m, let needed, let within):
            return PrecedenceJudge(rule, m, .event(needed, within: within))
        case .atMost(let n, let m, let within):
            return AtMostJudge(rule, limit: n, m, within: within)
        case .atLeast(let n, let m, let within, let g):
            return AtLeastJudge(rule, limit: n, m, within: within, guard: g)
        case .assert(let c):
            return AssertJudge(rule: rule, condition: c)
        }
    }
}
#endif

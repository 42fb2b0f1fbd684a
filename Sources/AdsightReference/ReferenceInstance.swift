#if DEBUG
import AdsightModel
@testable import AdsightRules
import AdsightSession

/// One scope instance of a rule: the session, or the ad objects made under one name that
/// are of the rule's kind (a name keeps its place in the model's `ads`).
struct ReferenceInstance {
    /// The ad's name; nil for the session.
    var name: String?
    var scope: RuleScope

    /// The instance's index in `state.ads` when it is judged in `state` (the name is there
    /// and of the scope's kind); nil when it is not; -1 for the session.
    func index(in state: ModelState) -> Int? {
        guard let name else { return -1 }
        guard let a = state.ads.firstIndex(where: { $0.name == name }), scope.includes(state.ads[a].kind) else {
            return nil
        }
        return a
    }

    /// Whether `event` is one the instance sees: every event for the session; for an ad,
    /// its own and those naming no ad.
    func concerns(_ event: Event) -> Bool { name == nil || event.ad == nil || event.ad == name }

    /// Whether the step re-created the name as a kind outside the scope while it was of the
    /// scope's kind: the old object ended there.
    func endedByKindChange(_ step: ReferenceStep) -> Bool {
        guard let name, let old = step.before[ad: name]?.kind, let new = step.after[ad: name]?.kind else { return false }
        return old != new && scope.includes(old) && !scope.includes(new)
    }

    /// The instances of a rule of `scope` in a session whose last state is `final`, in
    /// ad-name order.
    static func all(_ scope: RuleScope, final: ModelState) -> [ReferenceInstance] {
        guard scope != .session else { return [ReferenceInstance(name: nil, scope: scope)] }
        return final.ads.map(\.name).sorted().map { ReferenceInstance(name: $0, scope: scope) }
    }
}
#endif

/// Where a session monitor judges each of its rules, fixed by the rules and by which of them
/// are enabled (their `when` held for the header): the rule lists per scope, the indexes
/// and masks, read from the patterns' declared interests.
final class RulePlan {
    /// `noteOf[i]` is the note of `rules[i]`.
    let noteOf: [Int]
    let hasAdScopes: Bool
    /// Indices in `rules` of the session-scope rules and of the rules judged per banner /
    /// per full-screen ad, in rule order.
    let sessionRules: [Int]
    let bannerRules: [Int]
    let interstitialRules: [Int]
    /// Every event a per-ad rule names (see `SessionMonitor.adInterest`).
    let adInterest: UInt64
    /// Every state the conditions of per-ad `never`/`always` rules read.
    let adReads: UInt64
    /// Those of the rules judged per banner, and per full-screen ad: an ad keeping its kind
    /// is seen only by its scope's rules, so only their states need comparing.
    let bannerReads: UInt64
    let interstitialReads: UInt64
    /// The per-ad rules a step can matter to (nil: over 64 rules).
    let index: RuleIndex?
    /// The session rules a step can matter to (nil: over 64 of them).
    let sessionIndex: SessionRuleIndex?

    /// The plan of `rules`, the rules of `notes` in order, as they are enabled now.
    init(_ rules: [RuleMonitor], notes: [RuleNote]) {
        var noteOf: [Int] = [], sessionRules: [Int] = [], bannerRules: [Int] = [], interstitialRules: [Int] = []
        noteOf.reserveCapacity(rules.count)
        for (n, note) in notes.enumerated() {
            for _ in note.program.codes { noteOf.append(n) }
        }
        var adInterest: UInt64 = 0, adReads: UInt64 = 0
        var bannerReads: UInt64 = 0, interstitialReads: UInt64 = 0
        for i in rules.indices where rules[i].enabled {  // by index: no RuleMonitor copies
            let code = rules[i].code, scope = code.scope
            if scope == .session { sessionRules.append(i) }
            if scope.includes(.banner) { bannerRules.append(i) }
            if scope.includes(.interstitial) { interstitialRules.append(i) }
            let interest = rules[i].interest
            if scope != .session { adInterest |= interest.events | interest.armedEvents }
            if scope != .session { adReads |= interest.states }
            if scope.includes(.banner) { bannerReads |= interest.states }
            if scope.includes(.interstitial) { interstitialReads |= interest.states }
        }
        hasAdScopes = rules.contains { $0.code.scope != .session && $0.enabled }
        self.noteOf = noteOf
        self.sessionRules = sessionRules
        self.bannerRules = bannerRules
        self.interstitialRules = interstitialRules
        self.adInterest = adInterest
        self.adReads = adReads
        self.bannerReads = bannerReads
        self.interstitialReads = interstitialReads
        index = RuleIndex(rules)
        sessionIndex = SessionRuleIndex(rules, sessionRules: sessionRules)
    }
}

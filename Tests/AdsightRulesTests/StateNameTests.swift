import Testing
@testable import AdsightRules

/// A state's name is its case's name and its bit its position: every name in the rule
/// language finds its state, and every state has a bit of its own in a 64-bit mask.
@Test func everyStateIsNamedAndHasABitOfItsOwn() {
    #expect(StateName.allCases.count <= 64)
    var seen: UInt64 = 0
    for s in StateName.allCases {
        #expect(StateName.byName[s.name] == s)
        #expect(s.bit.nonzeroBitCount == 1 && seen & s.bit == 0, "\(s.name)")
        seen |= s.bit
    }
    #expect(StateName.byName["visible"] == .visible && StateName.byName["hostViewSizeOK"] == .hostViewSizeOK)
    #expect(StateName.byName.count == StateName.allCases.count)
}

import Testing
@testable import AdsightRules

@Test func AdsightRulesModuleLoads() { #expect(Bool(true)) }

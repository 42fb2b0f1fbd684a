import Testing
@testable import AdsightSession

@Test func AdsightSessionModuleLoads() { #expect(Bool(true)) }

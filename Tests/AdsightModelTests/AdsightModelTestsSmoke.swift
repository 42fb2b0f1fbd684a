import Testing
@testable import AdsightModel

@Test func AdsightModelModuleLoads() { #expect(Bool(true)) }

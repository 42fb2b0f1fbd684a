import Testing
@testable import AdsightJSON

@Test func AdsightJSONModuleLoads() { #expect(Bool(true)) }

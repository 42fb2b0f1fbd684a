import Testing
@testable import AdsightCLI

@Test func AdsightCLIModuleLoads() { #expect(Bool(true)) }

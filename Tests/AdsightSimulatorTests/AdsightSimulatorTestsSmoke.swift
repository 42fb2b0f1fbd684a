import Testing
@testable import AdsightSimulator

@Test func AdsightSimulatorModuleLoads() { #expect(Bool(true)) }

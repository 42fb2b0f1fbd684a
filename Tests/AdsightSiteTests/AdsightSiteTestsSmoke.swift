import Testing
@testable import AdsightSite

@Test func AdsightSiteModuleLoads() { #expect(Bool(true)) }

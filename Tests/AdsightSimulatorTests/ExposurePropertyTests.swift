@testable import AdsightModel
import AdsightSession
import Testing
@testable import AdsightSimulator

/// Exposure's sums over simulated sessions: for every ad object of every defect's scenario,
/// of each app's correct integration and of every bundled scenario, the buckets add up to
/// its lifetime, the reasons to its hidden time, and it earns no more viewable impressions
/// than it was served ads.
struct ExposurePropertyTests {
    static let scenarios: [(String, Scenario)] =
        DefectScenario.cases.map { ("\($0.0.rawValue)@\($0.1.rawValue)", DefectScenario.make($0.0, kind: $0.1)) }
        + AppKind.allCases.map { ("correct@\($0.rawValue)", DefectScenario.make(nil, kind: $0)) }
        + Bundled.scenarios.map { ($0.name, $0) }
    static let labels = scenarios.map(\.0)

    @Test(arguments: labels)
    func sumsHoldForEveryAdObject(label: String) throws {
        let scenario = try #require(Self.scenarios.first { $0.0 == label }).1
        for session in Simulator.sessions(of: scenario, seed: 23, count: 4) {
            let exposure = Exposure.of(session, recordingSpans: true)
            for e in exposure {
                let buckets = ExposureBucket.allCases.reduce(0) { $0 + e.milliseconds($1) }
                let reasons = HiddenReason.allCases.reduce(0) { $0 + e.hiddenMilliseconds($1) }
                #expect(buckets == e.lifetimeMilliseconds, "\(session.header.id) \(e.ad)")
                #expect(reasons == e.milliseconds(.hidden), "\(session.header.id) \(e.ad)")
                #expect(e.viewableImpressions <= e.served, "\(session.header.id) \(e.ad)")
                #expect(e.spans.allSatisfy { ($0.reason != nil) == ($0.bucket == .hidden) })
            }
            #expect(exposure == Exposure.of(session, recordingSpans: true, recomputingAll: true), "the reference agrees")
        }
    }

    /// The `covered-by-app-views` defect shows partly covered and covered time.
    @Test func coveringViewsShowPartlyAndCoveredTime() throws {
        let scenario = DefectScenario.make(.coveredByAppViews, kind: .table)
        let all = Simulator.sessions(of: scenario, seed: 7, count: 6).flatMap { Exposure.of($0) }
        #expect(all.reduce(0) { $0 + $1.milliseconds(.partly) } > 0)
        #expect(all.reduce(0) { $0 + $1.hiddenMilliseconds(.covered) } > 0)
    }
}

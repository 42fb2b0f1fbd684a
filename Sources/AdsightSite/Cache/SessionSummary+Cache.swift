import AdsightRules
import AdsightSession

extension SessionSummary {
    /// A summary put back together from the rebuild cache (`SummaryCodec`), field by field.
    init(report: SessionReport, page: String, breachCounts: [Int], errorCount: Int,
         orientationsUsed: [Orientation], adKinds: [AdTrack.Kind]) {
        self.report = report; self.page = page; self.breachCounts = breachCounts
        self.errorCount = errorCount; self.orientationsUsed = orientationsUsed; self.adKinds = adKinds
    }
}

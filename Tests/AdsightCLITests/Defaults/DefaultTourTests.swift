import AdsightCLI
import AdsightModel
import AdsightRules
import AdsightSession
import AdsightSimulator
import AdsightTemplates
import Foundation
import Testing

/// The bundled default (`adsight build` with no input) is a tour of the catalogue: every
/// rule of the shipped notes fails in some session, exactly one session per app, titled
/// "... done right", passes every rule, and no session disagrees with the lifecycle model.
@Suite struct DefaultTourTests {
    static let run = Pipeline.run(PipelineOptions(inputs: []))
    static var reports: [SessionReport] { run.reports }
    /// The catalogue: every shipped note's id but the model's own.
    static var catalogue: [String] { run.notes.map(\.id).filter { $0 != ConsistencyFinding.ruleID } }
    /// The apps of seeds 000 and 004, by the name their sessions carry.
    static let apps = ["TopRated", "ADGame", "ADMagazine"]

    static func failed(_ report: SessionReport) -> [String] {
        report.results.filter { $0.status == .fail }.map(\.rule)
    }

    @Test func theDefaultIsJudgedWithEveryShippedNote() {
        let shipped = Embedded.notes.filter { $0.path.hasSuffix(".md") }
        #expect(Self.run.noteErrors.isEmpty && Self.run.inputErrors.isEmpty)
        #expect(Self.run.notes.count == shipped.count)
        #expect(Self.catalogue.count == shipped.count - 1)
        #expect(Self.reports.allSatisfy { $0.valid && $0.results.count == Self.run.notes.count })
    }

    @Test func everyCatalogueRuleFailsInSomeSession() {
        let failing = Set(Self.reports.flatMap(Self.failed))
        for rule in Self.catalogue {
            #expect(failing.contains(rule), "no session of the bundled default fails \(rule)")
        }
    }

    @Test func noSessionFailsModelConsistency() {
        for report in Self.reports {
            #expect(!Self.failed(report).contains(ConsistencyFinding.ruleID), "\(report.id) disagrees with the model")
        }
    }

    @Test func titlesAreUniqueAndSaySomething() {
        let titles = Self.reports.map { $0.header?.title ?? "" }
        #expect(titles.allSatisfy { $0.contains { !$0.isWhitespace } })
        #expect(Set(titles).count == titles.count, "\(titles)")
    }

    /// The sessions titled "done right" are one per app, and pass every rule (pass or
    /// not applicable); every other session shows at least one failing rule.
    @Test(arguments: apps)
    func oneSessionPerAppIsDoneRight(app: String) throws {
        let right = Self.reports.filter { $0.header?.title?.contains("done right") == true }
        let mine = right.filter { $0.header?.app.name == app }
        #expect(mine.count == 1, "\(app): \(mine.map(\.id))")
        let clean = try #require(mine.first)
        #expect(clean.results.allSatisfy { $0.status != .fail }, "\(clean.id) fails \(Self.failed(clean))")
        #expect(clean.results.contains { $0.status == .pass })
        #expect(Set(right.compactMap { $0.header?.app.name }) == Set(Self.apps))
    }

    @Test func everyOtherSessionDemonstratesAFailure() {
        for report in Self.reports where report.header?.title?.contains("done right") != true {
            #expect(!Self.failed(report).isEmpty, "\(report.id) (\(report.header?.title ?? "")) fails nothing")
        }
    }

    /// Each simulated session fails exactly the rules of its scenario's defects, so its title
    /// (which names them) is true.
    @Test func eachSimulatedSessionFailsItsDefectsRules() throws {
        let names = DefaultInputs.defaultScenarioNames
        #expect(!names.isEmpty && DefaultInputs.defaultScenarios.count == names.count, "\(names)")
        for report in Self.reports where report.header?.source == .simulated {
            let scenario = try #require(DefaultInputs.defaultScenarios.first { $0.name == report.header?.scenario })
            #expect(Set(Self.failed(report)) == Set(scenario.app.defects.flatMap(\.rules)), "\(report.id)")
        }
    }

    /// The list of `docs/scenarios.md` ("The bundled default") names every session of the
    /// default, by scenario or recording id, with the rules it fails.
    @Test func theScenarioPageListsTheTour() throws {
        let file = try #require(Embedded.docs.first { $0.path == "docs/scenarios.md" })
        let items = String(decoding: file.bytes, as: UTF8.self).split(separator: "\n").filter { $0.hasPrefix("- ") }
        for report in Self.reports {
            let key = report.header?.source == .simulated ? report.header?.scenario ?? "" : report.id
            let item = try #require(items.first { $0.hasPrefix("- `\(key)`: ") || $0.hasPrefix("- recording `\(key)`: ") },
                                    "docs/scenarios.md does not list \(key)")
            let fails = try #require(item.range(of: " Fails ", options: .backwards), "\(item)")
            let tail = item[fails.upperBound...].dropLast()   // the final "."
            let listed = tail == "nothing" ? [] : tail.components(separatedBy: ", ")
            #expect(Set(listed) == Set(Self.failed(report)), "\(key): the page says \(listed)")
        }
        #expect(items.filter { $0.hasSuffix(" Fails nothing.") }.count == Self.apps.count)
    }
}

import AdsightRules
import Foundation
import Testing
@testable import AdsightCLI

/// What a project file does to a run: flags win, severities change, rules turn off,
/// known failures are suppressed (shown, not counted), too few sessions exit 2.
@Suite struct ProjectFileEffectTests {
    static func check(_ yaml: String, _ arguments: [String] = [], today: String = "2026-12-01") throws -> ActionResult {
        let file = try ProjectFileParser.parse(yaml: yaml, path: "adsight.yml")
        var action = try CheckCommand.parse(arguments).action(project: file, today: today)
        action.options.builtInNotes = CheckFixtures.notes
        return action.perform()
    }

    static func results(_ json: String) throws -> [[String: Any]] {
        try CheckFixtures.sessions(json).flatMap { $0["results"] as? [[String: Any]] ?? [] }
    }

    @Test func flagsWinOverTheFile() throws {
        let yaml = "inputs: [\(CheckFixtures.warning)]\nfail-on: warning\n"
        #expect(try Self.check(yaml).exitCode == 1)
        #expect(try Self.check(yaml, ["--fail-on", "error"]).exitCode == 0)
        #expect(try Self.check(yaml, [CheckFixtures.error]).stdout.contains("toprated-background-layout"))
        #expect(try !Self.check(yaml, [CheckFixtures.error]).stdout.contains("toprated-refuses-action"))
    }

    @Test func aRuleGivenAnotherSeverityCountsAsIt() throws {
        let yaml = "inputs: [\(CheckFixtures.warning)]\nrules:\n  ad-allow-actions: error\n"
        let result = try Self.check(yaml, ["--format", "json"])
        #expect(result.exitCode == 1)
        let failed = try Self.results(result.stdout).filter { $0["status"] as? String == "fail" }
        #expect(failed.map { $0["severity"] as? String } == ["error"])
    }

    @Test func aRuleTurnedOffIsNotApplicableAndMarkedDisabled() throws {
        let yaml = "inputs: [\(CheckFixtures.error), \(CheckFixtures.clean)]\nrules:\n  ad-main-thread: off\n"
        let result = try Self.check(yaml, ["--format", "json"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let results = try Self.results(result.stdout)
        let main = results.filter { $0["rule"] as? String == "ad-main-thread" }
        #expect(main.count == 2)   // still once per valid session
        #expect(main.allSatisfy { $0["status"] as? String == "not-applicable" && $0["disabled"] as? Bool == true })
        #expect(main.allSatisfy { ($0["evidence"] as? [Any])?.isEmpty == true })
        #expect(results.filter { $0["rule"] as? String != "ad-main-thread" }.allSatisfy { $0["disabled"] == nil })
    }

    @Test func aSuppressedFailureIsShownAndCountsTowardNoExitStatus() throws {
        let yaml = """
        inputs: [\(CheckFixtures.error)]
        suppress:
          - {sessions: "toprated-background-*", rule: ad-main-thread, reason: "known: ticket 12", until: 2026-12-31}
        """
        let json = try Self.check(yaml, ["--format", "json"])
        #expect(json.exitCode == 0, "\(json.stderr)")
        let failed = try Self.results(json.stdout).filter { $0["status"] as? String == "fail" }
        #expect(failed.count == 1)
        #expect(failed.first?["suppressed"] as? String == "known: ticket 12")
        let evidence = failed.first?["evidence"] as? [Any] ?? []
        #expect(evidence.count == 2)   // the breaches are still shown
        let text = try Self.check(yaml)
        #expect(text.exitCode == 0)
        #expect(text.stdout.contains("FAIL error ad-main-thread") && text.stdout.contains("(suppressed: known: ticket 12)"))
        // Another session id pattern suppresses nothing.
        #expect(try Self.check(yaml.replacingOccurrences(of: "toprated-background-*", with: "other-*")).exitCode == 1)
    }

    @Test func anExpiredSuppressionWarnsAndTheFailureCountsAgain() throws {
        let yaml = "inputs: [\(CheckFixtures.error)]\nsuppress:\n  - {rule: ad-main-thread, reason: old, until: 2026-11-30}\n"
        let result = try Self.check(yaml, today: "2026-12-01")
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains("warning: adsight.yml:3:5: the suppression of ad-main-thread in * expired on 2026-11-30"))
        #expect(try Self.check(yaml, today: "2026-11-30").exitCode == 0)
    }

    @Test(arguments: [CheckFormat.text, .json])
    func aRuleNoNoteHasIsAnErrorAndNothingIsJudged(_ format: CheckFormat) throws {
        let yaml = "inputs: [\(CheckFixtures.error)]\nrules:\n  ad-main-thred: off\n"
        let result = try Self.check(yaml, ["--format", format.rawValue])
        #expect(result.exitCode == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: adsight.yml:3:3: no note has the rule id \"ad-main-thred\"\n")
    }

    @Test func fewerSessionsThanMinSessionsExit2() throws {
        let yaml = "inputs: [\(CheckFixtures.clean), \(CheckFixtures.warning)]\nmin-sessions: 3\n"
        let result = try Self.check(yaml)
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("the run holds 2 sessions; the project file's min-sessions asks for at least 3"))
        #expect(try Self.check("inputs: [\(CheckFixtures.clean), \(CheckFixtures.warning)]\nmin-sessions: 2\n").exitCode == 0)
    }

    @Test func theMinSessionsFlagWinsOverTheFile() throws {
        let yaml = "inputs: [\(CheckFixtures.clean), \(CheckFixtures.warning)]\nmin-sessions: 3\n"
        #expect(try Self.check(yaml, ["--min-sessions", "2"]).exitCode == 0)
        let more = try Self.check("inputs: [\(CheckFixtures.clean), \(CheckFixtures.warning)]\nmin-sessions: 1\n", ["--min-sessions", "5"])
        #expect(more.exitCode == 2)
        #expect(more.stderr.contains("error: the run holds 2 sessions; --min-sessions asks for at least 5"), "\(more.stderr)")
        // Without a project file, and for build as for check.
        var check = try CheckCommand.parse(["--min-sessions", "3", CheckFixtures.clean]).action
        check.options.builtInNotes = CheckFixtures.notes
        #expect(check.perform().exitCode == 2)
        #expect(try BuildCommand.parse(["--min-sessions", "7"]).action.options.minSessions == 7)
        #expect(throws: (any Error).self) { try CheckCommand.parse(["--min-sessions", "-1"]) }
    }

    @Test func aRuleTurnedOffIsLeftOutOfWhatTheEngineEvaluates() throws {
        let yaml = "inputs: [\(CheckFixtures.error), \(CheckFixtures.clean)]\nrules:\n  ad-main-thread: off\n"
        var options = try CheckCommand.parse([]).action(project: Self.file(yaml), today: "2026-12-01").options
        options.builtInNotes = CheckFixtures.notes
        let plan = Pipeline.plan(options)
        #expect(plan.notes.map(\.id) == ["ad-allow-actions", "ad-main-thread"])
        #expect(plan.selection.ruleNotes.map(\.id) == ["ad-allow-actions"])
        #expect(plan.selection.evaluated.map(\.id) == ["ad-allow-actions"])
        // Each valid session still lists every rule of the catalogue, in its order.
        let run = plan.forEachSession { _ in }
        #expect(run.reports.map { $0.results.map(\.rule) } == [["ad-allow-actions", "ad-main-thread"], ["ad-allow-actions", "ad-main-thread"]])
        #expect(run.reports.allSatisfy { $0.results[1] == RuleResult(rule: "ad-main-thread", severity: .error, status: .notApplicable, disabled: true) })
        // The rule left on is judged as without the file.
        options.policy = RulePolicy()
        let plain = Pipeline.plan(options).forEachSession { _ in }
        #expect(run.reports.map { $0.results[0] } == plain.reports.map { $0.results[0] })
    }

    static func file(_ yaml: String) throws -> ProjectFile { try ProjectFileParser.parse(yaml: yaml, path: "adsight.yml") }

    @Test func adsightYmlInTheWorkingDirectoryIsReadAndConfigNamesAnother() throws {
        let dir = try CheckFixtures.folder(["adsight.yml": "fail-on: warning\n", "other.yml": "fail-on: never\n", "bad.yml": "fail-on: [\n"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(try ProjectFileOption.parse([]).load(currentDirectory: dir).get()?.failOn == .warning)
        #expect(try ProjectFileOption.parse(["--config", "other.yml"]).load(currentDirectory: dir).get()?.failOn == .never)
        let empty = try CheckFixtures.folder([:])
        defer { try? FileManager.default.removeItem(atPath: empty) }
        #expect(try ProjectFileOption.parse([]).load(currentDirectory: empty).get() == nil)
        guard case .failure(let missing) = try ProjectFileOption.parse(["--config", "none.yml"]).load(currentDirectory: empty) else {
            Issue.record("a named missing file must be an error"); return
        }
        #expect(missing.description == "none.yml:1:1: cannot read the project file")
        guard case .failure(let bad) = try ProjectFileOption.parse(["--config", "bad.yml"]).load(currentDirectory: dir) else {
            Issue.record("a broken file must be an error"); return
        }
        #expect(bad.description.hasPrefix("bad.yml:2:1: not valid YAML"))
    }
}

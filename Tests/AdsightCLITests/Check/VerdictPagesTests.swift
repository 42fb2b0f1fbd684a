import Foundation
import Testing
@testable import AdsightCLI

/// What failed is said where people look: the session page gives each failing rule its
/// one-line fix and a link to the note's Fix; a note page labels each example must-pass
/// or must-fail and names its sources by the seed's title and section.
@Suite struct VerdictPagesTests {
    static func site() throws -> (TempDirectory, String) {
        let dir = try TempDirectory()
        let result = BuildAction(options: PipelineOptions(inputs: [CheckFixtures.error]), out: dir.path + "/site",
                                 currentDirectory: dir.path, homeDirectory: "/nonexistent-home").perform()
        #expect(result.exitCode == ExitStatus.ruleFailed, "\(result.stderr)")
        return (dir, dir.path + "/site/")
    }

    @Test func aSessionPageGivesEachFailingRuleItsFixAndNote() throws {
        let (dir, site) = try Self.site()
        defer { dir.remove() }
        let page = try String(contentsOfFile: site + "sessions/toprated-background-layout.html", encoding: .utf8)
        #expect(page.contains("<p class=\"fix\"><strong>Fix:</strong> Hop to the main thread"), "no fix line")
        #expect(page.contains("<a href=\"../notes/ad-main-thread.html#fix\">Read the note</a>"))
        let note = try String(contentsOfFile: site + "notes/ad-main-thread.html", encoding: .utf8)
        #expect(note.contains("<h2 id=\"fix\">Fix</h2>"), "the link's anchor is missing")
    }

    @Test func aNotePageLabelsItsExamplesAndNamesItsSources() throws {
        let (dir, site) = try Self.site()
        defer { dir.remove() }
        let page = try String(contentsOfFile: site + "notes/banner-show-on-load.html", encoding: .utf8)
        let labels = page.components(separatedBy: "<p class=\"example-kind\">").dropFirst().map { $0.prefix(40) }
        #expect(labels.count == 3)
        #expect(labels.first?.contains("must fail") == true && labels.dropFirst().allSatisfy { $0.contains("must pass") }, "\(labels)")
        #expect(page.contains("breaches on line 8"))
        #expect(page.contains("(<cite>iAd Programming Guide (2010-11-15), “Responding When an Advertisement Loads”</cite>)"))
        #expect(page.contains("<cite>“Adding iAds to an application in an afternoon”</cite> does it in two steps"))
        // Prose cites no seed by number any more; code keeps its digits.
        let prose = page.components(separatedBy: "<pre>").map { $0.components(separatedBy: "</pre>").last ?? "" }.joined()
        for seed in ["(001)", "(003)", "(004)", " 004 ", " 003 "] { #expect(!prose.contains(seed), "\(seed) is still in the prose") }
    }
}

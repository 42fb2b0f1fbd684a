@testable import AdsightCLI
import Foundation
import Testing

/// What a reader of the default site can reach: the rule language's reference page from
/// every page, and each note's sources named as documents.
@Suite(.serialized) struct ReferencePagesTests {
    static func build() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("adsight-ref-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("home"), withIntermediateDirectories: true)
        let result = BuildAction(options: PipelineOptions(inputs: []), out: "site", sourceDateEpoch: nil,
                                 currentDirectory: dir.path, homeDirectory: dir.appendingPathComponent("home").path).perform()
        #expect(result.stdout.contains("\nwrote site/"), "\(result.stderr)")
        return dir.appendingPathComponent("site")
    }

    static func page(_ site: URL, _ path: String) -> String {
        (try? String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    @Test func ruleLanguagePageIsRenderedAndLinkedFromEveryPageType() throws {
        let site = try Self.build()
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let doc = Self.page(site, "docs/rule-language.html")
        #expect(doc.contains("<h1>The rule language</h1>"))
        #expect(doc.contains("Universality (with grace)"))
        #expect(doc.contains("<pre><code class=\"language-check\">for each banner"), "check fences are rendered as code")
        #expect(Self.page(site, "index.html").contains("href=\"docs/rule-language.html\""))
        #expect(Self.page(site, "notes/banner-never-empty.html").contains("href=\"../docs/rule-language.html\""))
        #expect(Self.page(site, "sessions/table-iphone-2011-001.html").contains("href=\"../docs/rule-language.html\""))
    }

    @Test(arguments: [
        ("banner-hide-on-error", "Source: iAd Programming Guide (2010-11-15), “Error Handling”"),
        ("interstitial-ipad-only", "Source: iAd guide, “Full-Screen Advertisements”, “Full-Screen Advertisements are Only Available on iPad”"),
        ("banner-weak-link-before-ios4", "“Adding iAds to an application in an afternoon”, “Adding the framework”"),
    ])
    func notePagesCiteTheirSources(rule: String, citation: String) throws {
        let site = try Self.build()
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        #expect(Self.page(site, "notes/\(rule).html").contains(citation))
    }
}

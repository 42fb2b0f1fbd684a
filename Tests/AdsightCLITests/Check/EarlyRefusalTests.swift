import Foundation
import AdsightSite
import AdsightTemplates
import Testing
@testable import AdsightCLI

/// Notes and templates are loaded and checked before any session is read: a mistake in
/// either fails at once (exit 2, its place and what is wrong, in words), and nothing is judged.
@Suite struct EarlyRefusalTests {
    @Test(arguments: [("/nonexistent-notes", "--notes: no such directory"), (CheckFixtures.clean, "--notes: this is a file; --notes takes a folder")])
    func aNotesOptionThatIsNoFolderFailsBeforeJudging(notes: String, message: String) {
        let result = CheckAction(options: PipelineOptions(inputs: [CheckFixtures.set], notesDirectory: notes), format: .text).perform()
        #expect(result.exitCode == ExitStatus.usage)
        #expect(result.stderr.contains("error: \(notes): \(message)"), "\(result.stderr)")
        #expect(result.stderr.contains("no session was read"), "\(result.stderr)")
        #expect(result.stdout.isEmpty, "judged anyway: \(result.stdout)")
    }

    static let templateCases: [(file: String, text: String, message: String)] = [
        ("index.mustache", "{{> head}}\n<p>{{ verdikt }}</p>\n{{> foot}}\n",
         "index.mustache:2:4: `verdikt` is not a value the site gives its templates; did you mean `verdict`?"),
        ("styles.css", "body {}\n", "styles.css: matches no file of the site's templates; did you mean style.css?"),
        ("note.mustache", "{{> head}}\n{{#hasCheck}}\n<p>{{checkSource}}</p>{{/hasChek}}\n{{> foot}}\n",
         "note.mustache:3:23: `{{/hasChek}}` closes the section `hasCheck` opened at 2:1; write `{{/hasCheck}}`"),
        ("doc.mustache", "{{> head}}\n{{> fot}}\n", "doc.mustache:2:1: `{{> fot}}` includes a template that does not exist; did you mean `foot`?"),
        ("foot.mustache", "</main>\n{{% NOPE }}\n", "foot.mustache:2:10: a pragma tag is malformed (write it as {{% CONTENT_TYPE: HTML}})"),
    ]

    @Test(arguments: templateCases)
    func aBrokenTemplateFailsTheBuildWithItsPlaceInWords(file: String, text: String, message: String) throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        try dir.file("templates/" + file, text)
        let result = BuildAction(options: PipelineOptions(inputs: [CheckFixtures.clean]), out: dir.path + "/site",
                                 templatesDirectory: dir.path + "/templates", currentDirectory: dir.path,
                                 homeDirectory: "/nonexistent-home").perform()
        #expect(result.exitCode == ExitStatus.usage)
        #expect(result.stderr.contains("error: --templates: \(dir.path)/templates/\(message)"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/site"))
    }

    /// The built-in templates, given as overrides, pass the same check.
    @Test func theBuiltInTemplatesPassTheCheck() throws {
        var defaults: [String: [UInt8]] = [:]
        for f in Embedded.site where !f.path.hasPrefix("site/.") { defaults[String(f.path.dropFirst("site/".count))] = f.bytes }
        try TemplateCheck.check(defaults: defaults, overrides: defaults, directory: "t")
    }
}

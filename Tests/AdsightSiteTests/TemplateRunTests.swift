@testable import AdsightSite
import AdsightTemplates
import Testing

/// The site runs the templates itself from Mustache's own parse; every page must be the
/// very bytes Mustache renders from the same templates and data, for the shipped templates
/// and for templates a user may write (`--templates`).
@Suite struct TemplateRunTests {
    static func files(overriding extra: [String: String] = [:]) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for f in Embedded.site where !f.path.hasPrefix("site/.") { files[String(f.path.dropFirst(5))] = f.bytes }
        for (name, text) in extra { files[name] = Array(text.utf8) }
        return files
    }

    static func input() throws -> SiteInput {
        var input = try SiteFixture.input()
        input.sessions.append(LongSession.site(events: 4000))
        input.buildTime = "2026-01-01 00:00 UTC"
        return input
    }

    /// Builds the fixture site both ways and compares every file.
    static func expectSameSite(_ templates: SiteTemplates, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let input = try input()
        let run = SiteBuilder(templates: templates).build(input)
        let mustache = SiteBuilder(templates: templates.mustacheOnly).build(input)
        #expect(run.keys.sorted() == mustache.keys.sorted(), sourceLocation: sourceLocation)
        for (path, bytes) in mustache.sorted(by: { $0.key < $1.key }) {
            let ours = run[path] ?? []
            let same = ours == bytes
            #expect(same, "\(path) differs: \(String(decoding: ours.prefix(300), as: UTF8.self))\n---\n\(String(decoding: bytes.prefix(300), as: UTF8.self))",
                    sourceLocation: sourceLocation)
        }
    }

    @Test func shippedTemplatesAllRunHere() throws {
        let t = try SiteTemplates(files: Self.files())
        for name in SiteTemplates.required { #expect(t.programs[name] != nil && t.programs[name]! != nil, "\(name) falls back to Mustache") }
    }

    @Test func shippedTemplatesGiveMustachesPages() throws {
        try Self.expectSameSite(SiteTemplates(files: Self.files()))
    }

    /// Templates exercising what the site's runner reproduces: lookups up the stack, dotted
    /// and leading-dot names, `.`, sections over texts, numbers, flags, lists and fields,
    /// inverted sections, unescaped values, comments, delimiters, a TEXT pragma, missing and
    /// indented partials (nested, with CRLF and blank lines).
    static let runnable: [String: String] = [
        "session.mustache": """
        {{> head}}
        <h1>{{heading}}</h1>{{! a comment }}
        {{#facts}}{{k}}={{v}} ({{heading}}){{^last}}, {{/last}}{{/facts}}
        {{^facts}}no facts{{/facts}}{{^nothing}}nothing is missing{{/nothing}}
        {{#failures}}
          <li id="{{rule}}">{{.rule}} {{breaches}} {{hasFolded}} {{foldedCount}}
          {{#evidence}}{{time}} L{{line}} {{message}} {{rule}} {{resultText}} {{.rule}}|{{/evidence}}
          {{#more}}more: {{.}} {{more}}{{/more}}
          </li>
        {{/failures}}
        {{#heading}}[{{.}}]{{/heading}} {{#passedCount}}({{.}}){{/passedCount}} {{#hasPassed}}{{passedCount}} passed{{/hasPassed}}
        {{hasFailures}} {{hasNA}} {{naCount}} {{root}}{{crumbs.label}}{{.heading}}{{heading.x}}
          {{> part}}
        {{#frames}}
            {{> part}}
        {{{svg}}}{{#problems}}<i>{{.}}</i>{{/problems}}{{^problems}}none{{/problems}}
        {{/frames}}
        {{=<% %>=}}<%summary%> <%={{ }}=%>
        {{&timelineNote}} {{{timelineNote}}} {{timelineNote}}
        {{> missing}}
        <div>{{{timeline}}}</div>
        {{% CONTENT_TYPE: TEXT}}{{heading}} {{{log}}}
        {{> foot}}
        """,
        "part.mustache": "part of {{heading}}\r\n{{#facts}}\n  {{k}}\n{{/facts}}\n\n  {{> inner}}\nend {{summary}}\n",
        "inner.mustache": "inner {{resultText}}\n\n{{#hasFailures}}\n\tfailing\n{{/hasFailures}}\nlast line",
    ]

    @Test func userTemplatesGiveMustachesPages() throws {
        let t = try SiteTemplates(files: Self.files(overriding: Self.runnable))
        for name in ["session", "part", "inner"] { #expect(t.programs[name]! != nil, "\(name) falls back to Mustache") }
        try Self.expectSameSite(t)
    }

    /// A note page's session lists are tables (rows of texts in one buffer): every way a
    /// user's note template can read them gives Mustache's page, whether the runner runs
    /// the template or hands it to Mustache. (Not a row or a list written as text: Mustache prints
    /// dictionaries, in an order that differs from one dictionary to the next.)
    @Test(arguments: [
        """
        {{> head}}{{#failing}}<li>{{href}}|{{label}}|{{breaches}}|{{#first}}[{{.}}]{{/first}}{{^first}}none{{/first}}|{{rule}}|{{.label}}|{{.rule}}|{{label.x}}</li>
        {{/failing}}{{^failing}}no failures{{/failing}}{{#passing}}{{label}} {{{href}}} {{severity}}{{#href}}({{.}}){{/href}}{{/passing}}{{^passing}}no passes{{/passing}}
        {{failing.label}}{{passing.href}}{{% CONTENT_TYPE: TEXT}}{{#failing}}{{label}}{{/failing}}{{> foot}}
        """,
        "{{> head}}{{#reversed(passing)}}{{label}}{{/reversed(passing)}}{{passing.count}}{{> foot}}",
        "{{> head}}{{#failing}}{{#first}}{{uppercased(.)}}{{/first}}{{/failing}}{{> foot}}",
    ])
    func noteListsGiveMustachesPages(note: String) throws {
        guard let t = try? SiteTemplates(files: Self.files(overriding: ["note.mustache": note])) else { return }
        try Self.expectSameSite(t)
    }

    /// An evidence row's `line` is a number to a user's template, as it always was:
    /// Mustache's number transforms work on it.
    @Test func evidenceLinesAreNumbersToMustache() throws {
        let t = try SiteTemplates(files: Self.files(overriding: [
            "session.mustache": "{{#failures}}{{#evidence}}[{{line}}:{{plusone(line)}}]{{/evidence}}{{/failures}}",
        ]))
        let site = SiteBuilder(templates: t).build(try Self.input())
        var pairs = 0
        for (path, bytes) in site where path.hasPrefix("sessions/") {
            let text = String(decoding: bytes, as: UTF8.self)
            for pair in text.split(separator: "[").dropFirst() {
                let parts = pair.prefix { $0 != "]" }.split(separator: ":", omittingEmptySubsequences: false)
                #expect(parts.count == 2 && Int(parts[1]) == Int(parts[0]).map { $0 + 1 }, "\(path): [\(pair.prefix { $0 != "]" })]")
                pairs += 1
            }
        }
        #expect(pairs > 0)
    }

    /// What the runner leaves to Mustache (transforms, a list written as text, a dynamic
    /// partial, Mustache's own HTML escaping) still gives Mustache's page.
    @Test(arguments: [
        "{{> head}}{{uppercased(heading)}}{{> foot}}",
        "{{> head}}{{#reversed(facts)}}{{k}}{{/reversed(facts)}}{{> foot}}",
        "{{> head}}{{#facts}}{{first()}}{{/facts}}{{> foot}}",
        "{{> head}}{{facts.count}}{{hasPassed.x}}{{timeline.count}}{{> foot}}",
        "{{> head}}{{passedCount}}{{#frames}}{{problems}}{{/frames}}{{> foot}}",
        "{{> head}}{{>*heading}}{{> foot}}",
        "{{> head}}{{% CONTENT_TYPE: HTML}}{{heading}}{{> foot}}",
        "{{<head}}{{$title}}x{{/title}}{{/head}}",
    ])
    func otherTemplatesGoThroughMustache(session: String) throws {
        guard let t = try? SiteTemplates(files: Self.files(overriding: ["session.mustache": session])) else { return }
        try Self.expectSameSite(t)
    }
}

/// An empty table reaches Mustache as the empty list of texts it replaced (`[String]`), so a
/// user template's transforms on it print what they always did (review4c F3:
/// `{{sorted(notApplicable)}}` printed nothing instead of `[]`).
@Test func anEmptyTableIsAnEmptyListToMustache() {
    let empty = TemplateValue.table(TemplateTable(names: ["href", "label"]))
    #expect(empty.mustache as? [String] == [])
    #expect(type(of: empty.mustache) == type(of: TemplateValue.list([]).mustache))
}

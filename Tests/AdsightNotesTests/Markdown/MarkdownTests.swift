import Testing
@testable import AdsightMarkdown

/// What a reader of a note page would see go wrong if cmark's safe mode were off.
struct MarkdownSafetyCase: Sendable, CustomStringConvertible {
    let markdown: String
    let forbidden: String
    var description: String { forbidden }
}

let markdownSafetyCases: [MarkdownSafetyCase] = [
    .init(markdown: "Hi\n\n<script>alert(1)</script>\n", forbidden: "<script"),
    .init(markdown: "Inline <script>alert(1)</script> html", forbidden: "<script"),
    .init(markdown: "[click](javascript:alert(1))", forbidden: "javascript:"),
    .init(markdown: "[click](JavaScript:alert(1))", forbidden: "avascript:"),
    .init(markdown: "[x](vbscript:msgbox)", forbidden: "vbscript:"),
    .init(markdown: "<img src=x onerror=alert(1)>", forbidden: "onerror"),
]

@Test(arguments: markdownSafetyCases)
func safeModeRemovesDangerousMarkup(_ safety: MarkdownSafetyCase) throws {
    let html = try Markdown.html(safety.markdown)
    #expect(!html.contains(safety.forbidden), "\(html)")
}

@Test func ordinaryMarkdownRenders() throws {
    let html = try Markdown.html("# Title\n\nSome *text* and [a link](https://example.com/x).\n")
    #expect(html == "<h1>Title</h1>\n<p>Some <em>text</em> and <a href=\"https://example.com/x\">a link</a>.</p>\n")
}

@Test(arguments: [Markdown.maximumInputBytes + 1, 200_000])
func inputOverTheCapIsRefused(_ size: Int) {
    let text = String(repeating: "a", count: size)
    #expect(throws: MarkdownError.tooLarge(bytes: size, limit: 65_536)) { try Markdown.html(text) }
    #expect(throws: MarkdownError.tooLarge(bytes: size, limit: 65_536)) { try Markdown.codeBlocks(text) }
}

@Test func inputAtTheCapIsAccepted() throws {
    let text = String(repeating: "a", count: Markdown.maximumInputBytes)
    #expect(try Markdown.html(text).hasPrefix("<p>aaa"))
}

@Test func codeBlocksCarryInfoLiteralAndFenceLine() throws {
    let text = """
    # Note

    Prose.

    ```check
    when x
    ```

    Text

    ~~~session must-fail lines=2,3
    {"a": 1}
    {"b": 2}
    ~~~

        indented code

    """
    let blocks = try Markdown.codeBlocks(text)
    #expect(blocks.count == 3)
    #expect(blocks[0] == CodeBlock(info: "check", literal: "when x\n", line: 5, column: 1, isFenced: true))
    #expect(blocks[0].contentLine == 6)
    #expect(blocks[1].line == 11)
    #expect(blocks[1].language == "session")
    #expect(blocks[1].arguments == ["must-fail", "lines=2,3"])
    #expect(blocks[1].literal == "{\"a\": 1}\n{\"b\": 2}\n")
    #expect(blocks[2].isFenced == false)
    #expect(blocks[2].info == "")
    #expect(blocks[2].contentLine == 16)
}

@Test func omittedCodeBlocksDisappearFromHTML() throws {
    let text = "Intro\n\n```check\nsecret\n```\n\n```objc\n[x y];\n```\n"
    let html = try Markdown.html(text) { $0.language == "check" }
    #expect(!html.contains("secret"))
    #expect(html.contains("<code class=\"language-objc\">[x y];"))
}

@Test func fixSentenceComesFromTheFixSection() throws {
    let text = """
    # T

    Intro. More.

    ## Fix

    Hide the banner in `bannerView:didFailToReceiveAdWithError:`
    and show it later. Second sentence.

    ## Other
    """
    let paragraph = try Markdown.firstParagraph(under: "Fix", in: text)
    #expect(paragraph == "Hide the banner in bannerView:didFailToReceiveAdWithError: and show it later. Second sentence.")
    #expect(Markdown.firstSentence(paragraph ?? "") == "Hide the banner in bannerView:didFailToReceiveAdWithError: and show it later.")
    #expect(try Markdown.firstParagraph(under: "Missing", in: text) == nil)
}

/// One parse gives a note body's code blocks, HTML and Fix paragraph as the three separate
/// entry points do, over every bundled-note-like shape (CRLF and a lone CR included).
@Test(arguments: [
    "# T\n\n## Fix\n\nDo it. Then.\n\n```check\nnever `app.alert`\n```\n",
    "# T\r\n\r\n## Fix\r\n\r\nDo `it`.\r\n\r\n~~~session must-pass\r\n{}\r\n~~~\r\n",
    "no heading\r```x\ry\r```\r",
    "",
])
func partsEqualTheSeparateEntryPoints(text: String) throws {
    let parts = try Markdown.parts(text, paragraphUnder: "Fix")
    #expect(parts.codeBlocks == (try Markdown.codeBlocks(text)))
    #expect(parts.html == (try Markdown.html(text)))
    #expect(parts.paragraph == (try Markdown.firstParagraph(under: "Fix", in: text)))
}

/// The first sentence ends at the first `.`, `!` or `?` that ends the text or is followed
/// by a space standing alone (not one a combining mark joins).
@Test(arguments: [
    ("Hide it. Then show it.", "Hide it."),
    ("Why? Because.", "Why?"),
    ("Stop!", "Stop!"),
    ("v1.2 is out. Yes", "v1.2 is out."),
    ("No end", "No end"),
    ("Café. Été.", "Café."),
    ("Dot.\u{301} then. more", "Dot.\u{301} then."),
    ("Space. \u{301}joined. Rest", "Space. \u{301}joined."),
    ("Prepend \u{600}. joined. Rest", "Prepend \u{600}. joined."),
    ("Line.\r\nNext. x", "Line.\r\nNext."),
    ("", ""),
])
func firstSentenceEndsAtAStandaloneMark(paragraph: String, sentence: String) {
    #expect(Markdown.firstSentence(paragraph) == sentence)
}

/// Plain text is trimmed of spaces, tabs and newlines as Characters: a space a combining mark
/// joins, or one a prepended mark joins, is text.
@Test(arguments: [
    ("  plain text \t\n", "plain text"),
    (" \u{301}x ", " \u{301}x"),
    ("x\u{600} ", "x\u{600} "),
    ("\tcafé ", "café"),
    ("   ", ""),
    ("a\r\n", "a\r\n"),
])
func plainTextIsTrimmedByCharacters(text: String, trimmed: String) {
    #expect(text.trimmingSpaces() == trimmed)
}

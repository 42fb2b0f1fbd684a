import Foundation
import Testing
@testable import AdsightMarkdown

/// A Markdown text and the HTML cmark plus the pipe tables make of it.
struct PipeTableCase: Sendable, CustomStringConvertible {
    let name: String
    let markdown: String
    let html: String
    var description: String { name }
}

let pipeTableCases: [PipeTableCase] = [
    .init(
        name: "header, delimiter and rows; alignments",
        markdown: "Intro\n\n| a | b | c |\n| :-- | :-: | --: |\n| 1 | 2 | 3 |\n\nAfter\n",
        html: """
        <p>Intro</p>
        <div class="scroll"><table>
        <thead>
        <tr>
        <th align="left">a</th>
        <th align="center">b</th>
        <th align="right">c</th>
        </tr>
        </thead>
        <tbody>
        <tr>
        <td align="left">1</td>
        <td align="center">2</td>
        <td align="right">3</td>
        </tr>
        </tbody>
        </table></div>
        <p>After</p>

        """
    ),
    .init(
        name: "cells are Markdown; an escaped pipe is a pipe, in code too",
        markdown: "| event | fields |\n| --- | --- |\n| `a \\| b` | *x*, [y](https://e.x/) |\n",
        html: """
        <div class="scroll"><table>
        <thead>
        <tr>
        <th>event</th>
        <th>fields</th>
        </tr>
        </thead>
        <tbody>
        <tr>
        <td><code>a | b</code></td>
        <td><em>x</em>, <a href="https://e.x/">y</a></td>
        </tr>
        </tbody>
        </table></div>

        """
    ),
    .init(
        name: "no outer pipes; short and long rows; block-like cells are text",
        markdown: "a | b\n--- | ---\nx | - | extra\ny | # z\n1.\n",
        html: """
        <div class="scroll"><table>
        <thead>
        <tr>
        <th>a</th>
        <th>b</th>
        </tr>
        </thead>
        <tbody>
        <tr>
        <td>x</td>
        <td>-</td>
        </tr>
        <tr>
        <td>y</td>
        <td># z</td>
        </tr>
        <tr>
        <td>1.</td>
        <td></td>
        </tr>
        </tbody>
        </table></div>

        """
    ),
    .init(
        name: "header only",
        markdown: "| a |\n| --- |\n",
        html: "<div class=\"scroll\"><table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n</table></div>\n"
    ),
    .init(
        name: "a delimiter row of another width is no table",
        markdown: "| a | b |\n| --- |\n| 1 | 2 |\n",
        html: "<p>| a | b |\n| --- |\n| 1 | 2 |</p>\n"
    ),
    .init(
        name: "a second line that is no delimiter row is no table",
        markdown: "| a | b |\n| 1 | 2 |\n",
        html: "<p>| a | b |\n| 1 | 2 |</p>\n"
    ),
    .init(
        name: "a table in a code block stays code",
        markdown: "```\n| a |\n| - |\n```\n",
        html: "<pre><code>| a |\n| - |\n</code></pre>\n"
    ),
    .init(
        name: "cells are rendered safely",
        markdown: "| a | b |\n| - | - |\n| <script>x</script> | [c](javascript:alert(1)) |\n",
        html: """
        <div class="scroll"><table>
        <thead>
        <tr>
        <th>a</th>
        <th>b</th>
        </tr>
        </thead>
        <tbody>
        <tr>
        <td><!-- raw HTML omitted -->x<!-- raw HTML omitted --></td>
        <td><a href="">c</a></td>
        </tr>
        </tbody>
        </table></div>

        """
    ),
    .init(
        name: "text that only looks like cells is escaped by cmark",
        markdown: "| a&b | <x |\n| - | - |\n",
        html: "<div class=\"scroll\"><table>\n<thead>\n<tr>\n<th>a&amp;b</th>\n<th>&lt;x</th>\n</tr>\n</thead>\n</table></div>\n"
    ),
]

@Test(arguments: pipeTableCases)
func pipeTablesRenderAsTables(_ example: PipeTableCase) throws {
    let html = try Markdown.html(example.markdown)
    #expect(html == example.html, "\(html.debugDescription)")
}

/// A table inside a list item keeps its source as cmark reads it: its lines carry the
/// item's indentation, which a table of the document's own lines would misread.
@Test func tablesInsideContainersAreLeftAsWritten() throws {
    let html = try Markdown.html("- item\n\n  | a |\n  | - |\n")
    #expect(!html.contains("<table>"))
}

@Test(arguments: [
    ("| a | b |", ["a", "b"]),
    ("a | b", ["a", "b"]),
    ("| a \\| b |", ["a | b"]),
    ("| a \\\\| b |", ["a \\| b"]),
    ("|  |", [""]),
    ("| a | |", ["a", ""]),
])
func rowsSplitAtUnescapedPipes(line: String, cells: [String]) {
    #expect(PipeTable.cells(line[...]) == cells)
}

/// The tables GitHub draws, drawn the same: each text through cmark-gfm's table extension
/// (a test dependency, `.tools/install-deps --test`) and through `Markdown.html`, whose
/// tables differ only by the scrolling box around them.
@Test(arguments: [
    "| a | b |\n| --- | :-: |\n| x \\\\| y | 2 |\n| `c \\| d` | e |\n",
    "Intro\nmore\n| a | b |\n|---|---|\n| 1 | 2 |\n",
    "| a |\n| - |\n| 1. **x** |\n| - |\n| _y_ and [l](https://e.x/) |\n| [r]: z |\n",
    "a | b | c\n:- | -: | :-:\nlonger | row | here | extra\nshort\n\nAfter.\n",
    "| é | ü |\n| -- | -- |\n| 日本 | <b>x</b> &amp; *y* |\n",
    "| a | b |\n| --- |\n",
    "# Title\n\n| h |\n|---|\n| `code` |\n\n- list\n",
])
func tablesMatchCmarkGFM(_ markdown: String) throws {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/cmark-gfm")
    p.arguments = ["--extension", "table"]
    let input = Pipe(), output = Pipe()
    p.standardInput = input
    p.standardOutput = output
    try p.run()
    input.fileHandleForWriting.write(Data(markdown.utf8))
    try input.fileHandleForWriting.close()
    let gfm = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    let ours = try Markdown.html(markdown)
        .replacingOccurrences(of: "<div class=\"scroll\"><table>", with: "<table>")
        .replacingOccurrences(of: "</table></div>", with: "</table>")
    #expect(ours == gfm)
}

/// A table whose rows padded to its header's width would pass `PipeTable.maxCells` stays
/// text, in a few kilobytes of note that would otherwise make hundreds of megabytes.
@Test func aTableOfTooManyCellsStaysText() throws {
    let width = 1_000
    let text = String(repeating: "|", count: width + 1) + "\n" + String(repeating: "|-", count: width) + "|\n"
        + String(repeating: "a\n", count: PipeTable.maxCells / width)
    let html = try Markdown.html(text)
    #expect(!html.contains("<table>"))
    #expect(html.count < 3 * text.count)
}

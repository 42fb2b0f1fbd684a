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
        name: "cells are rendered safely (a cell cmark reads as an HTML block is its text)",
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
        <td>&lt;script&gt;x&lt;/script&gt;</td>
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
    ("| a \\\\| b |", ["a \\\\", "b"]),
    ("|  |", [""]),
    ("| a | |", ["a", ""]),
])
func rowsSplitAtUnescapedPipes(line: String, cells: [String]) {
    #expect(PipeTable.cells(line[...]) == cells)
}

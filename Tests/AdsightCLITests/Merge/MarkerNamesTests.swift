@testable import AdsightCLI
import Testing

/// The marker's names looked up by binary search in its bytes (`MarkerNames`) are those
/// the plain reference, a set of its lines after the first, holds.
@Suite struct MarkerNamesTests {
    static let markers = [
        "adsight site\nsessions/a.html\nsessions/b.html\nindex.html\n",
        "adsight site\nz\ny\n\n\nx\na",
        "\n\nfirst\nsecond\nsecond\n",
        "adsight site\n",
        "",
        "adsight site\nsessions/é.html\nsessions/e.html\nsessions/a.html.x\nsessions/a.htm\n../secret.html\n/etc/passwd\n",
    ]
    static let names = ["", "adsight site", "first", "second", "sessions/a.html", "sessions/b.html", "index.html", "z", "y", "x", "a",
                        "b", "sessions/é.html", "sessions/e.html", "sessions/a.htm", "sessions/a.html.x", "../secret.html",
                        "/etc/passwd", "sessions/a", "sessions/a.html\n"]

    @Test(arguments: markers)
    func holdsWhatTheSetOfLinesHolds(marker: String) {
        let bytes = Array(marker.utf8)
        let reference = Set(bytes.split(separator: 0x0A).dropFirst())
        let names = MarkerNames(bytes)
        for name in Self.names {
            #expect(names.contains(name) == reference.contains(ArraySlice(name.utf8)), "\(String(reflecting: name)) in \(String(reflecting: marker))")
        }
        for line in reference { #expect(names.contains(String(decoding: line, as: UTF8.self))) }
    }
}

/// The source documents the shipped notes cite by number (front matter `source: seed`),
/// named as a reader of the site knows them. Plain text: whoever puts a name into markup
/// escapes it (`NoteProse` through `HTML.text`, the note template through Mustache).
public enum SeedDocuments {
    static let titles: [String: String] = [
        "000": "iAd guide, “Full-Screen Advertisements”",
        "001": "iAd Programming Guide (2010-11-15)",
        "002": "iAd guide, “Full-Screen Advertisements” (Russian translation)",
        "003": "“Working with Banner Views” (later revision)",
        "004": "“Adding iAds to an application in an afternoon”",
    ]

    /// `iAd Programming Guide (2010-11-15), “Error Handling”`; an unknown seed by its number.
    public static func cite(seed: String, section: String) -> String {
        "\(titles[seed] ?? "source \(seed)"), “\(section)”"
    }
}

/// Counted nouns, formed in this one place for every report (the terminal, the Markdown
/// summary, the pages): "1 new failure", "2 new failures", "1 session gone". The lowest
/// module the command line and the site share holds it, so none forms a plural of its own.
public enum Counted {
    /// `one` when `n` is 1, else `many` (`one` + "s" unless given).
    public static func word(_ n: Int, _ one: String, _ many: String? = nil) -> String {
        n == 1 ? one : (many ?? one + "s")
    }

    /// `n` and its noun: "1 session", "3 sessions" (`many` as in `word`).
    public static func phrase(_ n: Int, _ one: String, _ many: String? = nil) -> String {
        "\(n) " + word(n, one, many)
    }
}

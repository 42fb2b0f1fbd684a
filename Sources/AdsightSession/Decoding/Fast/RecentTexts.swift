/// What the fast paths reuse from line to line: the last `ad` name, the last `view` name
/// (a session repeats a few of each) and the last `t`.
struct RecentTexts: Sendable {
    var ad = RecentText()
    var view = RecentText()
    var t = RecentNumber()
}

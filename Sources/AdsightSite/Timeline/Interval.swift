/// A span of session time `[start, end)` in seconds.
struct Interval: Sendable, Hashable {
    var start: Double
    var end: Double
}

/// A problem that stops `adsight build` before it writes anything (exit status 2).
struct BuildError: Error, Sendable, CustomStringConvertible {
    var message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

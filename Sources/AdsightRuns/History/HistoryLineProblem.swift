/// Why a history line was dropped (shown after `FILE:LINE: history line dropped:`).
public struct HistoryLineProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

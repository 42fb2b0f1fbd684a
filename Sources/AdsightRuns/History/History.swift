import AdsightJSON

/// The runs of a `history.jsonl`, oldest first, and the warnings for the lines dropped. A
/// damaged history never stops a build: a bad line (not JSON, another shape, a newer
/// format, too long, too deep) is dropped with `FILE:LINE: ...` and the rest kept.
public struct History: Sendable {
    /// How many runs a site keeps by default (`--history-limit`).
    public static let defaultLimit = 30

    public var runs: [HistoryLine]
    public var warnings: [String]

    public init(runs: [HistoryLine] = [], warnings: [String] = []) {
        self.runs = runs; self.warnings = warnings
    }

    /// Reads the lines of `bytes` (`file` names them in warnings); blank lines are skipped.
    /// `listingLast` false: the last line's failing sessions are counted, not listed (a
    /// merge reads only the label and link of a part's own run, whose list may be long).
    public static func read(_ bytes: [UInt8], file: String, listingLast: Bool = true) -> History {
        var history = History()
        var parser = JSONParser(maxDepth: HistoryCodec.maxDepth)
        var start = bytes.startIndex, number = 0
        while start < bytes.endIndex {
            number += 1
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            var line = bytes[start..<end]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            start = end == bytes.endIndex ? end : end + 1
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            var dropped: [String] = []
            let isLast = !listingLast && bytes[start...].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
            switch HistoryCodec.decode(line, parser: &parser, dropped: &dropped, listing: !isLast) {
            case .success(let run):
                history.runs.append(run)
                for why in dropped { history.warnings.append("\(file):\(number): history field \(why)") }
            case .failure(let why): history.warnings.append("\(file):\(number): history line dropped: \(why)")
            }
        }
        return history
    }

    /// These runs and `run` after them, the last `limit` kept (at least the new one).
    public func appending(_ run: HistoryLine, limit: Int) -> [HistoryLine] {
        let all = runs + [run]
        return Array(all.suffix(max(limit, 1)))
    }

    /// The file's bytes: one encoded line per run, each ending with a newline.
    public static func encode(_ runs: some Sequence<HistoryLine>) -> [UInt8] {
        var out: [UInt8] = []
        for run in runs {
            out += HistoryCodec.encode(run)
            out.append(UInt8(ascii: "\n"))
        }
        return out
    }

    /// The label of a run given none and no `SOURCE_DATE_EPOCH`: `run N`, N one more than
    /// the number of the last run labelled `run N` (1 when none is): the same files give the
    /// same label, so a build stays deterministic.
    public func nextLabel() -> String {
        for run in runs.reversed() {
            if run.run.hasPrefix("run "), let n = Int(run.run.dropFirst(4)), n >= 0, String(n) == run.run.dropFirst(4) {
                return "run \(n + 1)"
            }
        }
        return "run 1"
    }
}

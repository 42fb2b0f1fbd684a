/// Reads a baseline from the bytes of an earlier `summary.json` (or `check --format json`
/// output). The document comes from a CI artifact: untrusted. Anything that is not such a
/// document (not JSON, truncated, too deep, another document, a format that is not a
/// positive integer or is newer) is refused whole with its place. A field inside that is not
/// what the format says (a session without an id or results, a result without a rule or a
/// known status, a check digest that is not a string) is dropped, and named with its place
/// in `Baseline.dropped` for a warning, as the CLI contract asks: one damaged entry in an
/// artifact does not stop a job, and the warning says why a result may then read as new.
///
/// One pass (`BaselineStream`) reads the shape adsight writes without a parsed tape, each
/// rule name made a `String` once; any other document, a refused one included, is read by
/// `BaselinePlainReader` (the plain reference, which gives every error and its place).
public enum BaselineReader {
    /// The deepest nesting accepted (a summary is 6 deep).
    public static let maxDepth = 16

    public static func read(_ bytes: [UInt8], path: String) -> Result<Baseline, BaselineError> {
        if var baseline = BaselineStream.read(bytes) {
            baseline.path = path
            return .success(baseline)
        }
        return BaselinePlainReader.read(bytes, path: path).map { Baseline(path: path, plain: $0) }
    }

    /// Whether the one pass reads `bytes` itself (for tests: the plain reader answers otherwise).
    public static func readsInOnePass(_ bytes: [UInt8]) -> Bool { BaselineStream.read(bytes) != nil }
}

extension Baseline {
    /// The baseline `BaselinePlainReader` read (rules numbered in sorted order per session).
    init(path: String, plain: BaselinePlainReader.Plain) {
        var builder = BaselineBuilder()
        for id in plain.order {
            for (rule, status) in (plain.sessions[id] ?? [:]).sorted(by: { $0.key < $1.key }) {
                builder.result(rule: rule, status: status)
            }
            builder.endSession(id)
        }
        builder.set(format: plain.format, checks: plain.checks, sessions: 0)
        self = builder.finish()
        self.path = path
        self.dropped = plain.dropped
    }
}

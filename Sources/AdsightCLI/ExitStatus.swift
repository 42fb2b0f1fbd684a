/// The exit statuses of `shared/spec/cli.md`.
public enum ExitStatus {
    /// Every session valid, no rule failed at or above `--fail-on`.
    public static let ok: Int32 = 0
    /// Some rule failed at or above `--fail-on`.
    public static let ruleFailed: Int32 = 1
    /// A usage error, an unreadable input, or an invalid session (wins over 1).
    public static let usage: Int32 = 2
}

/// What an action produced: text for standard output and standard error, and the exit status.
/// Both texts are made terminal-safe here (`TerminalText`), the one place every command's
/// output passes through.
public struct ActionResult: Sendable, Equatable {
    public let stdout: String
    public let stderr: String
    public var exitCode: Int32

    public init(stdout: String = "", stderr: String = "", exitCode: Int32 = ExitStatus.ok) {
        self.stdout = TerminalText.safe(stdout); self.stderr = TerminalText.safe(stderr); self.exitCode = exitCode
    }

    /// Prints both streams and throws `ExitCode` when the status is not 0; what a
    /// command's `run()` ends with.
    public func emit() throws {
        if !stdout.isEmpty { FileStream.standardOutput.write(stdout) }
        if !stderr.isEmpty { FileStream.standardError.write(stderr) }
        if exitCode != ExitStatus.ok { throw ExitCodeError(exitCode) }
    }
}

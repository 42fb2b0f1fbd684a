import AdsightSite
import ArgumentParser
import CLinuxCalls
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `adsight` command line. `main.swift` only calls `AdsightCommand.runMain()`.
///
/// Commands parse; actions act: each subcommand turns its arguments into an action value
/// whose `perform()` returns an `ActionResult` (what to print, the exit status), so tests
/// run every command in-process without spawning the binary.
public struct AdsightCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "adsight",
        abstract: "Replay iAd sessions, judge them against best-practice notes, and render a static site.",
        version: AdsightVersion.current,
        subcommands: [BuildCommand.self, MergeCommand.self, CheckCommand.self, ReplayCommand.self, SimulateCommand.self, NotesCommand.self]
    )
    public init() {}

    /// Parses `arguments` (the process's when nil), runs the command and exits with the
    /// status `shared/spec/cli.md` fixes: usage errors exit 2, help exits 0.
    public static func runMain(_ arguments: [String]? = nil) -> Never {
        // Large buffers freed go back to the kernel rather than staying in an arena (glibc).
        adsight_fix_large_allocations()
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            LibC.exit(0)
        } catch let code as ExitCode {
            LibC.exit(code.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success { Self.exit(withError: error) }
            FileStream.standardError.write(fullMessage(for: error) + "\n")
            LibC.exit(ExitStatus.usage)
        }
    }
}

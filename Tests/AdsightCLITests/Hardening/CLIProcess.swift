import Foundation
import Testing

/// Runs the real `adsight` executable (built next to the test bundle) as a subprocess.
enum CLIProcess {
    /// The `adsight` binary SwiftPM built for this test run.
    static let executable: String? = {
        var candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("adsight").path]
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            candidates.append(URL(fileURLWithPath: bundle.bundlePath).deletingLastPathComponent().appendingPathComponent("adsight").path)
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug/adsight").path)
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    struct Output { var status: Int32; var stdout: String; var stderr: String; var hung: Bool }

    /// Starts `adsight arguments...` in `cwd` (optionally under `/usr/bin/time -v`).
    /// `tool` instead of adsight runs another program with `arguments` (e.g. strace).
    static func start(_ arguments: [String], cwd: String, timed: Bool = false, tool: String? = nil) throws -> (Process, Pipe, Pipe) {
        let binary = try #require(executable, "the adsight executable was not built")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool ?? (timed ? "/usr/bin/time" : binary))
        p.arguments = tool != nil ? arguments : timed ? ["-v", binary] + arguments : arguments
        p.currentDirectoryURL = URL(fileURLWithPath: cwd)
        var env = ProcessInfo.processInfo.environment
        env["HOME"] = cwd + "/home"
        p.environment = env
        let out = Pipe(), err = Pipe()
        p.standardOutput = out; p.standardError = err
        try p.run()
        return (p, out, err)
    }

    /// Runs to the end; a run still going after `watchdog` seconds is killed and reported
    /// as hung (a guard against a hanging test, not a timing assertion).
    static func run(_ arguments: [String], cwd: String, timed: Bool = false, tool: String? = nil, watchdog: Double = 300) throws -> Output {
        let (p, out, err) = try start(arguments, cwd: cwd, timed: timed, tool: tool)
        let deadline = Date().addingTimeInterval(watchdog)
        var hung = false
        let stdoutData = Locked<Data>(), stderrData = Locked<Data>()
        let group = DispatchGroup()
        for (pipe, sink) in [(out, stdoutData), (err, stderrData)] {
            group.enter()
            DispatchQueue.global().async { sink.set(pipe.fileHandleForReading.readDataToEndOfFile()); group.leave() }
        }
        while p.isRunning {
            if Date() > deadline { hung = true; kill(p.processIdentifier, SIGKILL); break }
            usleep(20_000)
        }
        p.waitUntilExit()
        group.wait()
        return Output(status: p.terminationStatus, stdout: String(decoding: stdoutData.get(), as: UTF8.self),
                      stderr: String(decoding: stderrData.get(), as: UTF8.self), hung: hung)
    }

    /// Peak resident set size in KiB from `/usr/bin/time -v` output.
    static func peakRSSKiB(_ timeOutput: String) -> Int? {
        for line in timeOutput.split(separator: "\n") where line.contains("Maximum resident set size") {
            return line.split(separator: ":").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        }
        return nil
    }
}

/// A value shared between threads.
final class Locked<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: T?
    init() {}
    func set(_ v: T) { lock.withLock { value = v } }
    func get() -> T where T == Data { lock.withLock { value ?? Data() } }
}

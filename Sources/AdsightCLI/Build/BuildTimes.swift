import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Stage timings of a build, printed to stderr when `ADSIGHT_BUILD_TIMES` is set (for
/// `.tools/bench-rebuild`; nothing is printed otherwise).
final class BuildTimes: @unchecked Sendable {
    static let shared = BuildTimes(enabled: getenv("ADSIGHT_BUILD_TIMES") != nil)
    private let enabled: Bool
    private var last: Double
    private let start: Double

    init(enabled: Bool) { self.enabled = enabled; last = Self.now(); start = last }

    /// Prints the time since the previous mark, named `stage` (and the clock itself,
    /// CLOCK_MONOTONIC in seconds, so a caller can tell the time before the first mark and
    /// after the last: process start-up and exit).
    func mark(_ stage: @autoclosure () -> String) {
        guard enabled else { return }
        let t = Self.now()
        let line = Array("  \(stage()): \(Int((t - last) * 1000)) ms [clock \(String(format: "%.4f", t))]\(Self.heap)\n".utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        last = t
    }

    /// Prints the time since the process's first mark, for work on other threads.
    func note(_ event: @autoclosure () -> String) {
        guard enabled else { return }
        let line = Array("  [\(event()) at \(Int((Self.now() - start) * 1000)) ms]\n".utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }

    /// The memory held now and at most so far (VmRSS, VmHWM of /proc/self/status), for a
    /// benchmark's look at what a stage holds; empty where it is not known.
    private static var heap: String {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return "" }
        let fields = status.split(separator: "\n").filter { $0.hasPrefix("VmRSS:") || $0.hasPrefix("VmHWM:") }
        let kb = fields.compactMap { Int($0.split(separator: " ").dropFirst().first ?? "") }
        guard kb.count == 2 else { return "" }
        return String(format: " [rss %.1f MB, peak %.1f MB]", Double(kb[1]) / 1024, Double(kb[0]) / 1024)
    }

    private static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}

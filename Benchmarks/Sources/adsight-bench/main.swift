// adsight-bench DIR [REPEAT]: times adsight's core stage by stage on every *.jsonl under DIR
// (read into memory first, so disk I/O is not timed): decode, replay, replay + every
// shipped note. Prints events/s per stage and a digest of the verdicts (rule, status,
// evidence t/line/message) so two builds can be checked to judge identically.
import AdsightModel
import AdsightNotes
import AdsightRules
import AdsightSession
import AdsightTemplates
import Foundation

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// CPU time of this thread: on a machine shared with other work, less noisy than wall time.
func cpu() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

func files(under dir: String) -> [String] {
    guard let e = FileManager.default.enumerator(atPath: dir) else { return [] }
    return e.compactMap { $0 as? String }.filter { $0.hasSuffix(".jsonl") }.sorted().map { dir + "/" + $0 }
}

/// FNV-1a over the verdicts.
struct Digest {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    mutating func add(_ s: String) {
        for b in s.utf8 { value = (value ^ UInt64(b)) &* 0x100_0000_01b3 }
        value = (value ^ 0xff) &* 0x100_0000_01b3
    }
}

let args = CommandLine.arguments
guard args.count >= 2 else {
    FileHandle.standardError.write("usage: adsight-bench DIR [REPEAT]\n".data(using: .utf8)!)
    exit(2)
}
let repeats = args.count >= 3 ? max(1, Int(args[2]) ?? 1) : 1
let paths = files(under: args[1])
let inputs: [[UInt8]] = paths.map { Array(FileManager.default.contents(atPath: $0) ?? Data()) }
let bytes = inputs.reduce(0) { $0 + $1.count }
let loaded = NoteLoader.load(defaults: Embedded.notes.map { NoteFile(path: $0.path, bytes: $0.bytes) })
/// ADSIGHT_BENCH_NOTES=id,id,... judges only those notes (to see what each costs); "none": no note.
let chosen = ProcessInfo.processInfo.environment["ADSIGHT_BENCH_NOTES"].map { Set($0.split(separator: ",").map(String.init)) }
let notes = loaded.notes.filter { chosen?.contains($0.id) ?? true }
    .map { RuleNote(id: $0.id, severity: $0.severity, program: $0.program) }

/// ADSIGHT_BENCH_ONLY=judge (or decode, replay, all): run one stage only (for profilers).
let only = ProcessInfo.processInfo.environment["ADSIGHT_BENCH_ONLY"]

func best(_ label: String, events: Int, _ body: () -> Void) {
    if let only, !label.hasPrefix(only) { return }
    var times: [Double] = [], cpus: [Double] = []
    for _ in 0..<repeats {
        let start = now(), startCPU = cpu()
        body()
        times.append(now() - start)
        cpus.append(cpu() - startCPU)
    }
    let t = times.min() ?? 0, c = cpus.min() ?? 0
    let rate = Double(events) / max(t, 1e-9)
    let name = label.padding(toLength: 24, withPad: " ", startingAt: 0)
    print(name + String(format: "%8.3f s %12.0f events/s %8.1f ns/event (CPU %6.1f ns/event)", t, rate, 1e9 / rate,
                        1e9 * c / Double(max(events, 1))))
}

var sessions: [Session] = inputs.compactMap { SessionDecoding.decode($0).session }
let events = sessions.reduce(0) { $0 + $1.events.count }
print("\(sessions.count) sessions (\(paths.count) files), \(events) events, \(bytes) bytes, \(notes.count) notes, best of \(repeats)")
best("decode", events: events) { sessions = inputs.compactMap { SessionDecoding.decode($0).session } }
best("replay", events: events) {
    for s in sessions {
        var r = Replayer(header: s.header)
        Replay.forEachGroup(s.events) { _ = r.apply($0) }
    }
}
var digest = Digest()
best("judge (replay + notes)", events: events) {
    digest = Digest()
    for s in sessions {
        for r in RuleEvaluator.evaluate(notes: notes, session: s) {
            digest.add(r.rule); digest.add(r.status.rawValue)
            for e in r.evidence { digest.add("\(e.t) \(e.line) \(e.message) \(e.ad ?? "-")") }
        }
    }
}
best("all (decode + judge)", events: events) {
    for i in inputs { if let s = SessionDecoding.decode(i).session { _ = RuleEvaluator.evaluate(notes: notes, session: s) } }
}
print("verdict digest \(String(digest.value, radix: 16))")

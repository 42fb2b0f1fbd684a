import AdsightCLI
import Foundation
import Testing

/// `adsight build` (the real CLI and the action) refuses a dangerous `--out` with a clear
/// message and exit status 2, writing and removing nothing.
@Suite(.serialized) struct BuildOutRefusalTests {
    static let session = #"{"adsession": 1, "id": "s", "device": {"family": "iPhone"}, "os": "4.2"}"# + "\n"

    /// (arguments after `build`, the words the message must hold)
    static let cases: [([String], String)] = [
        (["in", "--out", "in"], "contains the input in"),
        (["work/in", "--out", "work"], "contains the input work/in"),
        (["in", "--out", "."], "is the current directory"),
        (["in", "--out", "/"], "is /"),
        (["in", "--out", "home"], "is the home directory"),
        (["in", "--out", "mine"], "not written by adsight build"),
        (["in", "--notes", "extra/notes", "--out", "extra"], "contains the notes folder extra/notes"),
        (["in", "--templates", "extra/templates", "--out", "extra"], "contains the templates folder extra/templates"),
        (["in", "--out", ".site.adsight-spare"], "is a name adsight build gives its own folders"),
        (["in", "--out", "work/.site.adsight-staging-12-1"], "is a name adsight build gives its own folders"),
        (["in", "--out", ".site.adsight-old-12-1/"], "is a name adsight build gives its own folders"),
    ]

    @Test(arguments: cases)
    func refusedWithExitTwo(arguments: [String], message: String) throws {
        let s = try Scratch(); defer { s.remove() }
        try s.file("in/s.jsonl", Self.session)
        try s.file("work/in/s.jsonl", Self.session)
        try s.file("mine/keep.txt", "keep")
        try s.file("extra/notes/.keep", "")
        try s.file("extra/templates/.keep", "")
        let before = s.tree("")
        let run = try CLIProcess.run(["build"] + arguments, cwd: s.path)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("error: --out ") && run.stderr.contains(message), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(s.tree("") == before, "a refused build wrote or removed something")
    }

    @Test func theActionRefusesAnOutHoldingItsInputs() throws {
        let s = try Scratch(); defer { s.remove() }
        try s.file("data/in/s.jsonl", Self.session)
        let result = BuildAction(options: PipelineOptions(inputs: [s.path + "/data/in/s.jsonl"]), out: "data", sourceDateEpoch: nil,
                                 currentDirectory: s.path, homeDirectory: s.home).perform()
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("contains the input"))
        #expect(s.read("data/in/s.jsonl") == Self.session)
    }
}

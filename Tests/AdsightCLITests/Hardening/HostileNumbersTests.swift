import AdsightCLI
import Foundation
import Testing

/// Sessions whose times are finite and legal but absurd (`t` of 1e300 s, several such
/// stretches, many ads each hidden for ages) through `check --format json` and `build`:
/// exposure saturates instead of trapping, so the run ends with every session judged.
@Suite(.serialized) struct HostileNumbersTests {
    static let good = #"{"adsession": 1, "id": "good", "device": {"family": "iPhone"}, "os": "4.2"}"# + "\n" + #"{"t": 0, "event": "viewWillAppear:"}"# + "\n"

    static func banner(_ ad: String, at t: String) -> String {
        #"{"t": \#(t), "event": "initWithFrame:", "ad": "\#(ad)", "class": "ADBannerView", "frame": [0, 430, 320, 50]}"# + "\n"
            + #"{"t": \#(t), "event": "view.add", "ad": "\#(ad)", "inViewController": true}"# + "\n"
            + #"{"t": \#(t), "event": "bannerViewDidLoadAd:", "ad": "\#(ad)"}"# + "\n"
    }

    static func session(_ id: String, _ body: String) -> String {
        #"{"adsession": 1, "id": "\#(id)", "device": {"family": "iPhone"}, "os": "4.2"}"# + "\n"
            + #"{"t": 0, "event": "view.frame", "view": "content", "frame": [0, 0, 320, 480]}"# + "\n" + body
    }

    /// (name, the hostile session's file).
    static let cases: [(String, String)] = [
        ("one huge t", session("huge", banner("b", at: "0") + #"{"t": 1e300, "event": "viewWillDisappear:"}"# + "\n")),
        ("several huge stretches", session("stretches", (0..<40).map { banner("b\($0)", at: "0") }.joined()
            + #"{"t": 9.2e15, "event": "app.pause", "what": "timer"}"# + "\n"
            + #"{"t": 4e18, "event": "app.resume", "what": "timer"}"# + "\n"
            + #"{"t": 1.7e308, "event": "viewWillDisappear:"}"# + "\n")),
    ]

    @Test(arguments: cases)
    func hugeTimesAreJudgedWithoutTrapping(name: String, file: String) throws {
        let s = try Scratch(); defer { s.remove() }
        try s.file("in/a-good.jsonl", Self.good)
        try s.file("in/x.jsonl", file)
        try s.file("in/y.jsonl", file.replacingOccurrences(of: "\"id\": \"", with: "\"id\": \"twin-"))
        let result = CheckAction(options: PipelineOptions(inputs: [s.path + "/in"]), format: .json).perform()
        #expect(result.exitCode != 2, "\(name): \(result.stderr)")
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let sessions = try #require(doc["sessions"] as? [[String: Any]])
        #expect(sessions.count == 3)
        for session in sessions {
            #expect(session["valid"] as? Bool == true, "\(name): \(session["errors"] ?? "")")
            #expect((session["results"] as? [Any])?.isEmpty == false)
        }
        let built = BuildAction(options: PipelineOptions(inputs: [s.path + "/in"]), out: s.path + "/site", sourceDateEpoch: nil,
                                currentDirectory: s.path, homeDirectory: s.home).perform()
        #expect(built.exitCode != 2, "\(name): \(built.stderr)")
        #expect(s.exists("site/index.html") && s.exists("site/sessions/good.html"))
    }
}

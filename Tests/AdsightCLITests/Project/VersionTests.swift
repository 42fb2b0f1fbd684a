import AdsightSite
import Foundation
import Testing
@testable import AdsightCLI

/// `adsight --version` prints the version that the site's footer and summary.json name.
@Test func versionIsPrintedAndNamedByTheDocuments() throws {
    #expect(AdsightVersion.current.split(separator: ".").count == 3)
    do {
        _ = try AdsightCommand.parseAsRoot(["--version"])
        Issue.record("--version must exit")
    } catch {
        #expect(AdsightCommand.fullMessage(for: error) == AdsightVersion.current)
        #expect(AdsightCommand.exitCode(for: error) == .success)
    }
    let json = CheckAction(options: PipelineOptions(inputs: [CheckFixtures.clean], builtInNotes: CheckFixtures.notes), format: .json).perform()
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    #expect(object?["adsight"] as? String == AdsightVersion.current)
    #expect(CheckJSON.empty.contains("\"adsight\": \"\(AdsightVersion.current)\""))
}

import Foundation
import Testing

/// junit.xml is well-formed XML (xmllint) with a suite per session and a failure per failed rule.
@Suite struct JUnitTests {
    @Test func junitIsWellFormedAndCountsFailures() throws {
        let xml = try #require(try SiteFixture.site()["junit.xml"])
        let text = String(decoding: xml, as: UTF8.self)
        #expect(text.components(separatedBy: "<testsuite ").count - 1 == SiteFixture.files.count)
        #expect(text.components(separatedBy: "<failure ").count - 1 == 10)
        #expect(text.contains("<error type=\"invalid-session\""))
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint") else {
            print("SKIPPED xmllint check: install libxml2-utils (.tools/install-deps --test)")
            return
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("adsight-junit-\(ProcessInfo.processInfo.processIdentifier).xml")
        try Data(xml).write(to: file)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/xmllint")
        p.arguments = ["--noout", file.path]
        let err = Pipe(); p.standardError = err
        try p.run(); p.waitUntilExit()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(p.terminationStatus == 0, "xmllint: \(message)")
    }
}

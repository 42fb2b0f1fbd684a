import AdsightSession
import Foundation
import Testing

/// The engine agrees with the reference on every valid session among the test fixtures
/// (`Tests/*/Fixtures/**/*.jsonl`).
struct FixtureDifferentialTests {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    static let files: [String] = {
        let root = testsFolder.path
        let all = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return all.filter { $0.hasSuffix(".jsonl") && $0.contains("/Fixtures/") }.sorted()
    }()

    @Test func fixturesAreFound() { #expect(Self.files.count >= 40) }

    @Test(arguments: files)
    func fixture(path: String) throws {
        let bytes = try Data(contentsOf: Self.testsFolder.appendingPathComponent(path))
        guard let session = SessionDecoding.decode([UInt8](bytes)).session else { return }  // invalid on purpose
        Differential.check(session, text: String(decoding: bytes, as: UTF8.self), label: path)
    }
}

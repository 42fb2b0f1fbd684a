import Foundation
@testable import AdsightSession

/// Loads fixture files from Tests/AdsightSessionTests/Fixtures.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func bytes(_ path: String) -> [UInt8] {
        (try? [UInt8](Data(contentsOf: directory.appendingPathComponent(path)))) ?? []
    }

    static func decode(_ path: String) -> DecodeOutcome {
        SessionDecoding.decode(bytes(path))
    }
}

import Foundation
import Testing
@testable import AdsightJSON

/// Nicolas Seriot's JSONTestSuite (shared/testdata, beside the repository).
enum JSONTestSuite {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/testdata/JSONTestSuite/test_parsing")

    static func files(prefix: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
    }
}

@Test func testSuiteIsPresent() {
    #expect(JSONTestSuite.files(prefix: "y_").count > 90)
    #expect(JSONTestSuite.files(prefix: "n_").count > 180)
}

@Test(arguments: JSONTestSuite.files(prefix: "y_"))
func acceptsValidJSON(file: String) throws {
    let bytes = try JSONTestSuite.bytes(file)
    #expect(throws: Never.self) { _ = try JSONParser.parse(bytes) }
}

@Test(arguments: JSONTestSuite.files(prefix: "n_"))
func rejectsInvalidJSONWithAPosition(file: String) throws {
    let bytes = try JSONTestSuite.bytes(file)
    do {
        _ = try JSONParser.parse(bytes)
        Issue.record("\(file) was accepted")
    } catch {
        #expect(error.line >= 1)
        #expect(error.column >= 1)
        #expect(error.offset >= 0 && error.offset <= bytes.count)
        #expect(!error.message.isEmpty)
    }
}

@Test(arguments: JSONTestSuite.files(prefix: "i_"))
func implementationDefinedInputsNeitherCrashNorHang(file: String) throws {
    let bytes = try JSONTestSuite.bytes(file)
    switch Result(catching: { try JSONParser.parse(bytes) }) {
    case .success(let doc):
        _ = doc.root.kind
        walk(doc.root)
    case .failure(let error):
        #expect(!(error as! JSONError).message.isEmpty)
    }
}

/// Reads every value once (strings and numbers decoded) to exercise lazy decoding.
func walk(_ v: JSONValue) {
    switch v.kind {
    case .object: for m in v.members { _ = m.key.string; walk(m.value) }
    case .array: for e in v.elements { walk(e) }
    case .string: _ = v.string
    case .number: _ = v.double; _ = v.int
    case .bool, .null: break
    }
}

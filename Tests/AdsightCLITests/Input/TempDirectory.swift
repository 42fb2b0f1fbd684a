import Foundation

/// A fresh directory under the system's temporary directory, removed by `remove()`.
struct TempDirectory {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "adsight-input-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ relative: String, _ text: String) throws {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    func link(_ relative: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + relative, withDestinationPath: target)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

let validSession = """
{"adsession": 1, "id": "x", "device": {"family": "iPhone"}, "os": "4.2"}
{"t": 0, "event": "viewWillAppear:"}

"""

import Foundation

/// One folder under the system's temporary directory for the files a test process shares
/// between its tests (fixture sites built once, note folders), removed when the process
/// exits: fixtures held in statics have no test to remove them, and repeated runs used to
/// leave hundreds of folders behind.
public enum ProcessScratch {
    /// The folder, created fresh on first use.
    public static let root: String = {
        let path = NSTemporaryDirectory() + "adsight-tests-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.removeItem(atPath: path)
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: ProcessScratch.root) }
        return path
    }()

    /// `name` inside the folder, as a URL.
    public static func url(_ name: String) -> URL { URL(fileURLWithPath: root).appendingPathComponent(name) }
}

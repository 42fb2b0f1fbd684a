import ArgumentParser
import Foundation

/// `--config FILE`, shared by `check` and `build`: the project file to read; without it,
/// `adsight.yml` in the working directory when there is one.
public struct ProjectFileOption: ParsableArguments {
    @Option(name: .customLong("config"), help: ArgumentHelp("A project file (default: adsight.yml in the working directory, when present).", valueName: "FILE"))
    public var path: String?

    public init() {}

    /// The project file: nil when none was named and the working directory has none.
    /// A named file that cannot be read, or any file that does not parse, is an error.
    public func load(currentDirectory: String = FileManager.default.currentDirectoryPath) -> Result<ProjectFile?, ProjectFileError> {
        let named = path ?? ProjectFile.defaultName
        let full = named.hasPrefix("/") ? named : currentDirectory + "/" + named
        guard let data = FileManager.default.contents(atPath: full) else {
            if path == nil && !FileManager.default.fileExists(atPath: full) { return .success(nil) }
            return .failure(ProjectFileError(file: named, line: 1, column: 1, message: "cannot read the project file"))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(ProjectFileError(file: named, line: 1, column: 1, message: "the project file is not UTF-8 text"))
        }
        do {
            return .success(try ProjectFileParser.parse(yaml: text, path: named))
        } catch {
            return .failure(error)
        }
    }

    /// Today's date in UTC, as `YYYY-MM-DD` (suppressions' `until`).
    public static func today(_ now: Date = Date()) -> String {
        let days = Int((now.timeIntervalSince1970 / 86_400).rounded(.down))
        // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
        let z = days + 719_468, era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097, yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100), mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1, m = mp < 10 ? mp + 3 : mp - 9, y = yoe + era * 400 + (m <= 2 ? 1 : 0)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(y)-\(two(m))-\(two(d))"
    }
}

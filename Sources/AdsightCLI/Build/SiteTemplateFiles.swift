import AdsightSite
import AdsightTemplates
import Foundation

/// The site's templates: the embedded defaults, with each file of `--templates DIR`
/// replacing the default of the same name.
enum SiteTemplateFiles {
    static func load(overrides directory: String?) -> Result<SiteTemplates, BuildError> {
        files(overrides: directory).flatMap(templates)
    }

    /// The template files by name: the embedded defaults with `directory`'s on top.
    static func files(overrides directory: String?) -> Result<[String: [UInt8]], BuildError> {
        var files: [String: [UInt8]] = [:]
        for f in Embedded.site {
            let name = String(f.path.dropFirst("site/".count))
            if !name.hasPrefix(".") { files[name] = f.bytes }
        }
        if let directory {
            let manager = FileManager.default
            var isDir: ObjCBool = false
            guard manager.fileExists(atPath: directory, isDirectory: &isDir), isDir.boolValue else {
                return .failure(BuildError("--templates: \(directory) is not a directory"))
            }
            let names = ((try? manager.contentsOfDirectory(atPath: directory)) ?? []).sorted()
            for name in names where !name.hasPrefix(".") {
                guard name.hasSuffix(".mustache") || name.hasSuffix(".css") || name.hasSuffix(".js") else { continue }
                guard let data = manager.contents(atPath: directory + "/" + name) else {
                    return .failure(BuildError("--templates: cannot read \(directory)/\(name)"))
                }
                files[name] = [UInt8](data)
            }
        }
        return .success(files)
    }

    /// The templates made from `files`.
    static func templates(_ files: [String: [UInt8]]) -> Result<SiteTemplates, BuildError> {
        do {
            return .success(try SiteTemplates(files: files))
        } catch {
            return .failure(BuildError("--templates: \(error)"))
        }
    }
}

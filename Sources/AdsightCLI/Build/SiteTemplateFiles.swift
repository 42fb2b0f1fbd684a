import AdsightSite
import AdsightTemplates
import Foundation

/// The site's templates: the embedded defaults, with each file of `--templates DIR`
/// replacing the default of the same name.
enum SiteTemplateFiles {
    static func load(overrides directory: String?) -> Result<SiteTemplates, BuildError> {
        files(overrides: directory).flatMap { templates($0, directory: directory) }
    }

    /// The template files by name: the embedded defaults with `directory`'s on top, each of
    /// its files checked against the defaults (`TemplateCheck`) before any is used.
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
            var overrides: [String: [UInt8]] = [:]
            for name in names where !name.hasPrefix(".") {
                var isFolder: ObjCBool = false
                if manager.fileExists(atPath: directory + "/" + name, isDirectory: &isFolder), isFolder.boolValue { continue }
                guard let data = manager.contents(atPath: directory + "/" + name) else {
                    return .failure(BuildError("--templates: cannot read \(directory)/\(name)"))
                }
                overrides[name] = [UInt8](data)
            }
            do {
                try TemplateCheck.check(defaults: files, overrides: overrides, directory: directory)
            } catch {
                return .failure(BuildError("--templates: \(error)"))
            }
            files.merge(overrides) { _, new in new }
        }
        return .success(files)
    }

    /// The templates made from `files`; a file from `directory` is named by its path in errors.
    static func templates(_ files: [String: [UInt8]], directory: String? = nil) -> Result<SiteTemplates, BuildError> {
        var paths: [String: String] = [:]
        if let directory {
            for name in files.keys where FileManager.default.fileExists(atPath: directory + "/" + name) { paths[name] = directory + "/" + name }
        }
        do {
            return .success(try SiteTemplates(files: files, paths: paths))
        } catch {
            return .failure(BuildError("--templates: \(error)"))
        }
    }
}

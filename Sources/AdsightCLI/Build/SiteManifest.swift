import Foundation

/// The files a build wrote, kept in the site's marker file after its first line, so the
/// next build replaces the folder only if it holds nothing else: a file a user put into
/// the site (notes, a CNAME, ...) is never deleted with it.
enum SiteManifest {
    /// The marker's text for a site holding `paths` (relative, `/`-separated).
    static func markerText(_ paths: [String]) -> String {
        SiteWriter.markerText + paths.sorted().map { $0 + "\n" }.joined()
    }

    /// A file (relative path) in the site at `path` that its marker does not list, if any.
    /// A marker holding only its first line (a site written before manifests existed) lists
    /// nothing and is taken as wholly adsight's.
    static func strayFile(in path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path + "/" + SiteWriter.marker),
              let text = String(data: data, encoding: .utf8) else { return nil }
        if text == SiteWriter.markerText { return nil }
        let listed = Set(text.utf8.split(separator: UInt8(ascii: "\n")).dropFirst().map { String(decoding: $0, as: UTF8.self) })
        return firstFile(in: path, prefix: "") { !listed.contains($0) && $0 != SiteWriter.marker }
    }

    /// The first file below `dir` (depth first, sorted) for which `isStray` holds.
    private static func firstFile(in dir: String, prefix: String, _ isStray: (String) -> Bool) -> String? {
        for (name, isDirectory) in (StagingFiles.entries(in: dir) ?? []).sorted(by: { $0.name < $1.name }) {
            let relative = prefix.isEmpty ? name : prefix + "/" + name
            if isDirectory ?? (StagingFiles.kind(dir + "/" + name) == .directory) {
                if let found = firstFile(in: dir + "/" + name, prefix: relative, isStray) { return found }
            } else if isStray(relative) {
                return relative
            }
        }
        return nil
    }
}

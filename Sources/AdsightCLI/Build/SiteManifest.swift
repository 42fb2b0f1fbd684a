import Foundation

/// The files a build wrote, kept in the site's marker file after its first line, so the
/// next build replaces the folder only if it holds nothing else: a file a user put into
/// the site (notes, a CNAME, ...) is never deleted with it.
enum SiteManifest {
    /// The marker's text for a site holding `paths` (relative, `/`-separated).
    static func markerText(_ paths: [String]) -> String {
        SiteWriter.markerText + paths.sorted().map { $0 + "\n" }.joined()
    }

    /// `markerText(paths)` as bytes. Plain ASCII paths are sorted as bytes (the order
    /// `String` gives them), without making strings.
    static func markerBytes(_ paths: [String]) -> [UInt8] {
        var lines = paths.map { Array($0.utf8) }
        guard lines.allSatisfy({ $0.allSatisfy { $0 < 0x80 } }) else { return Array(markerText(paths).utf8) }
        lines.sort { a, b in
            let n = min(a.count, b.count)
            let c = a.withUnsafeBytes { x in b.withUnsafeBytes { y in n == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, n) } }
            return c != 0 ? c < 0 : a.count < b.count
        }
        var out = Array(SiteWriter.markerText.utf8)
        out.reserveCapacity(out.count + lines.reduce(0) { $0 + $1.count + 1 })
        for line in lines { out += line; out.append(0x0A) }
        return out
    }

    /// A file (relative path) in the site at `path` that its marker does not list, if any.
    /// A marker holding only its first line (a site written before manifests existed) lists
    /// nothing and is taken as wholly adsight's.
    static func strayFile(in path: String) -> String? { inspect(path).stray }

    /// `strayFile(in:)` and the listing of the site read to find it (nil when the folder
    /// cannot be opened), for removing the site later without reading it again. The files
    /// are tested as bytes against the marker's list; only when one is not listed (or a
    /// name is not plain ASCII) is the tree walked again, sorted, for the first such file.
    static func inspect(_ path: String) -> (stray: String?, listing: SiteListing?) {
        let listing = SiteListing(path)
        guard let data = FileManager.default.contents(atPath: path + "/" + SiteWriter.marker) else { return (nil, listing) }
        let bytes = [UInt8](data)
        if bytes.elementsEqual(SiteWriter.markerText.utf8) { return (nil, listing) }
        if let listing, listing.complete, let listed = ManifestSet.make(bytes), !listing.hasFile(notIn: listed) {
            return (nil, listing)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { return (nil, listing) }
        if text == SiteWriter.markerText { return (nil, listing) }
        let listed = Set(text.utf8.split(separator: UInt8(ascii: "\n")).dropFirst().map { String(decoding: $0, as: UTF8.self) })
        return (firstFile(in: path, prefix: "") { !listed.contains($0) && $0 != SiteWriter.marker }, listing)
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

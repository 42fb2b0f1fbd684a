/// Validates a relative path given to `SiteStaging.write`: it must name a file strictly
/// inside the staging folder, whatever a session or note id put into it.
enum StagingPath {
    /// The longest file name component most file systems accept, in bytes.
    static let maximumComponentBytes = 255

    /// The path's components, or why it is refused: empty, absolute, NUL, control
    /// characters, backslashes, empty/`.`/`..` components, over-long names, or the marker.
    static func components(_ path: String) throws(SiteWriterError) -> [String] {
        func refuse(_ why: String) -> SiteWriterError {
            SiteWriterError(.unsafePath, "refusing to write \(String(reflecting: path)) into the site: \(why)")
        }
        if path.isEmpty { throw refuse("an empty path") }
        if path.hasPrefix("/") { throw refuse("an absolute path") }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for part in parts {
            if part.isEmpty { throw refuse("an empty path component") }
            if part == "." || part == ".." { throw refuse("a \"\(part)\" component") }
            if part.utf8.count > maximumComponentBytes { throw refuse("a name longer than \(maximumComponentBytes) bytes") }
            for scalar in part.unicodeScalars {
                if scalar.value == 0 { throw refuse("a NUL character") }
                if scalar.value < 0x20 || scalar.value == 0x7F { throw refuse("a control character") }
                if scalar == "\\" { throw refuse("a backslash") }
            }
        }
        if parts.count == 1, parts[0] == SiteWriter.marker { throw refuse("the marker file is written by adsight itself") }
        return parts
    }

    /// The key two paths collide under on a case-insensitive file system.
    static func foldKey(_ path: String) -> String {
        path.utf8.allSatisfy({ $0 < 0x80 && !(0x41...0x5A).contains($0) }) ? path : path.lowercased()
    }

    /// Whether `name` is a file name `components` accepts as a last component for certain:
    /// 1 to 255 bytes of a-z, 0-9, `.`, `-`, `_` (what page names are made of), neither `.`
    /// nor `..`, not the marker. Anything else is checked by `components`.
    static func isPlainName(_ name: String) -> Bool {
        let bytes = name.utf8
        guard !bytes.isEmpty, bytes.count <= maximumComponentBytes, name != ".", name != "..", name != SiteWriter.marker else { return false }
        return bytes.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2E || $0 == 0x2D || $0 == 0x5F }
    }
}

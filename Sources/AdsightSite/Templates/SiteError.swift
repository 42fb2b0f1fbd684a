/// Why a site could not be built.
public enum SiteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A template does not parse.
    case templateSyntax(name: String, line: Int, column: Int, message: String)
    /// A page template the site needs is missing.
    case missingTemplate(name: String)
    /// A template file is not UTF-8.
    case notUTF8(name: String)
    /// A `--templates` file that replaces no template of the site.
    case unknownFile(path: String, message: String)

    public var description: String {
        switch self {
        case .templateSyntax(let n, let l, let c, let m): return "\(n):\(l):\(c): \(m)"
        case .missingTemplate(let n): return "the site template \(n) is missing"
        case .notUTF8(let n): return "\(n): not UTF-8 text"
        case .unknownFile(let p, let m): return "\(p): \(m)"
        }
    }
}

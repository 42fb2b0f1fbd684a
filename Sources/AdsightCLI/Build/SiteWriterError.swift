/// Why a site could not be staged, written or swapped in. `adsight build` reports it as
/// `error: <message>` and exits 2; nothing outside the staging folder has changed then.
public struct SiteWriterError: Error, Sendable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: Sendable, Hashable {
        /// `--out` may not be used (/, home, current directory, holds inputs, not adsight's).
        case refused
        /// A relative path given to `SiteStaging.write` would leave the staging folder or is malformed.
        case unsafePath
        /// The file system refused an operation.
        case io
    }

    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) { self.kind = kind; self.message = message }

    public var description: String { message }
}

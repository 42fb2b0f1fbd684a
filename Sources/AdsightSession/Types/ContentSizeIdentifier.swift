/// A banner content size identifier. Unknown identifiers are kept as given.
public struct ContentSizeIdentifier: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The identifier exactly as recorded, e.g. `ADBannerContentSizeIdentifierPortrait`.
    public var raw: String

    public init(_ raw: String) { self.raw = raw }

    /// Which orientation's built-in size it names; nil for an identifier iAd does not define.
    public var axis: OrientationAxis? {
        switch raw {
        case "ADBannerContentSizeIdentifierPortrait", "ADBannerContentSizeIdentifier320x50": return .portrait
        case "ADBannerContentSizeIdentifierLandscape", "ADBannerContentSizeIdentifier480x32": return .landscape
        default: return nil
        }
    }

    public var description: String { raw }
}

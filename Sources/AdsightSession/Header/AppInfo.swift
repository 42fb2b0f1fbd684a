/// The header's `app` object. Every field is optional in the format.
public struct AppInfo: Sendable, Hashable {
    public var name: String?
    public var version: String?
    /// Minimum iOS version the binary supports.
    public var deploymentTarget: Version?
    /// How iAd.framework is linked.
    public var iAdLinkage: Linkage?
    /// The orientations the app supports; nil when the header does not say.
    public var supportedOrientations: [OrientationAxis]?

    public init(
        name: String? = nil, version: String? = nil, deploymentTarget: Version? = nil,
        iAdLinkage: Linkage? = nil, supportedOrientations: [OrientationAxis]? = nil
    ) {
        self.name = name; self.version = version; self.deploymentTarget = deploymentTarget
        self.iAdLinkage = iAdLinkage; self.supportedOrientations = supportedOrientations
    }
}

/// `app.iAdLinkage`.
public enum Linkage: String, Sendable, Hashable, Codable {
    case weak
    case required
}

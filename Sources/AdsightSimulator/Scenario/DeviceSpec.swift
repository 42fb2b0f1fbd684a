import AdsightSession

/// The scenario's `device`: what the session runs on and how the user turns it.
public struct DeviceSpec: Sendable, Hashable {
    public var family: DeviceFamily = .iPhone
    public var model: String?
    public var os: Version = Version([4, 2, 1])
    /// Orientations the app supports (the header's `app.supportedOrientations`).
    public var orientations: [OrientationAxis] = [.portrait, .landscape]
    /// The interface orientation at t = 0.
    public var start: Orientation = .portrait
    /// Time between two rotations by the user; nil: the user never rotates.
    public var rotateEvery: MillisRange?

    public init() {}
}

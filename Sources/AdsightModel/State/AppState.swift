import AdsightSession

/// The app, its hosting screen and the device, after a group of events.
public struct AppState: Sendable, Hashable {
    /// The spec's *paused*: after `app.pause`, until `app.resume`.
    public var paused: Bool = false
    /// After `applicationDidEnterBackground:`, until `applicationWillEnterForeground:`.
    public var background: Bool = false
    /// The spec's *host on screen*: true at t = 0, false after `viewWillDisappear:`.
    public var hostOnScreen: Bool = true
    /// The spec's *interface orientation*.
    public var orientation: Orientation
    /// The `t` of the last rotation event (`willRotate...` or `device.orientation`), if any.
    public var lastRotationAt: Double?
    /// The app's own views (`view.frame`), in order of first appearance.
    public var views: [AppView] = []

    public init(orientation: Orientation) { self.orientation = orientation }

    /// The app view named `name`, if it was ever given a frame.
    public func view(named name: String) -> AppView? { views.first { $0.name == name } }
}

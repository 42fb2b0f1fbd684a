/// A simulation scenario, read from YAML (`ScenarioParser`): the device, the session,
/// the user, the ad network and the app's integration.
public struct Scenario: Sendable, Hashable {
    /// The scenario's name (the file name without `.yaml` unless `name:` says otherwise).
    public var name: String
    public var title: String?
    public var device = DeviceSpec()
    public var session = SessionSpec()
    public var user = UserSpec()
    public var network = NetworkSpec()
    public var app = AppSpec()

    public init(name: String) { self.name = name }
}

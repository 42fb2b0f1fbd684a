/// Line 1 of an `adsession/1` file.
public struct SessionHeader: Sendable, Hashable {
    /// The format version (always 1 for a valid file).
    public var formatVersion: Int
    /// The session's name; any string, never trusted as a file name.
    public var id: String
    public var title: String?
    public var source: SessionSource
    /// For simulated sessions: the scenario name and seed.
    public var scenario: String?
    public var seed: UInt64?
    public var device: Device
    /// The iOS version the session ran on.
    public var os: Version
    public var app: AppInfo
    /// The interface orientation at t = 0 (default portrait).
    public var orientation: Orientation
    /// ISO 8601 start time, as given.
    public var recordedAt: String?

    public init(
        formatVersion: Int = 1, id: String, title: String? = nil, source: SessionSource = .recorded,
        scenario: String? = nil, seed: UInt64? = nil, device: Device, os: Version,
        app: AppInfo = AppInfo(), orientation: Orientation = .portrait, recordedAt: String? = nil
    ) {
        self.formatVersion = formatVersion; self.id = id; self.title = title; self.source = source
        self.scenario = scenario; self.seed = seed; self.device = device; self.os = os
        self.app = app; self.orientation = orientation; self.recordedAt = recordedAt
    }
}

/// Where a session came from.
public enum SessionSource: String, Sendable, Hashable, Codable {
    case recorded
    case simulated
}

/// The header's `device`.
public struct Device: Sendable, Hashable {
    public var family: DeviceFamily
    public var model: String?
    public init(family: DeviceFamily, model: String? = nil) { self.family = family; self.model = model }
}

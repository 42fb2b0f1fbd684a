/// The device family of the header's `device.family`.
public enum DeviceFamily: String, Sendable, Hashable, CaseIterable, Codable {
    case iPhone = "iPhone"
    case iPodTouch = "iPod touch"
    case iPad = "iPad"

    /// iPhone and iPod touch share one screen and banner geometry.
    public var isPad: Bool { self == .iPad }
}

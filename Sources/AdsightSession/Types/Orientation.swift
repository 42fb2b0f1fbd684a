/// An interface orientation as recorded (`"portrait"`, `"portraitUpsideDown"`,
/// `"landscapeLeft"`, `"landscapeRight"`).
public enum Orientation: String, Sendable, Hashable, CaseIterable, Codable {
    case portrait
    case portraitUpsideDown
    case landscapeLeft
    case landscapeRight

    /// Portrait or landscape.
    public var axis: OrientationAxis {
        switch self {
        case .portrait, .portraitUpsideDown: return .portrait
        case .landscapeLeft, .landscapeRight: return .landscape
        }
    }
}

/// Portrait or landscape: what banner sizes and supported orientations distinguish.
public enum OrientationAxis: String, Sendable, Hashable, CaseIterable, Codable {
    case portrait
    case landscape
}

import AdsightSession

/// The geometry table of the format: screen and banner sizes per device family and
/// orientation, and the modeless host view band.
public enum Geometry {
    /// The screen size, in points, for the family and orientation.
    public static func screen(_ family: DeviceFamily, _ axis: OrientationAxis) -> Size {
        switch (family.isPad, axis) {
        case (false, .portrait): return Size(width: 320, height: 480)
        case (false, .landscape): return Size(width: 480, height: 320)
        case (true, .portrait): return Size(width: 768, height: 1024)
        case (true, .landscape): return Size(width: 1024, height: 768)
        }
    }

    /// The screen as a rectangle at the origin.
    public static func screenRect(_ family: DeviceFamily, _ axis: OrientationAxis) -> Rect {
        let s = screen(family, axis)
        return Rect(x: 0, y: 0, width: s.width, height: s.height)
    }

    /// The built-in banner size for the family and orientation.
    public static func banner(_ family: DeviceFamily, _ axis: OrientationAxis) -> Size {
        switch (family.isPad, axis) {
        case (false, .portrait): return Size(width: 320, height: 50)
        case (false, .landscape): return Size(width: 480, height: 32)
        case (true, .portrait): return Size(width: 768, height: 66)
        case (true, .landscape): return Size(width: 1024, height: 66)
        }
    }

    /// The built-in size of a content size identifier on the family; nil for an
    /// identifier iAd does not define.
    public static func builtinSize(_ family: DeviceFamily, _ identifier: ContentSizeIdentifier) -> Size? {
        identifier.axis.map { banner(family, $0) }
    }

    /// How much shorter than the screen a modeless host view may be.
    public static let hostViewHeightSlack: Double = 113

    /// The heights a modeless host view may have (inclusive).
    public static func hostViewHeights(_ family: DeviceFamily, _ axis: OrientationAxis) -> ClosedRange<Double> {
        let h = screen(family, axis).height
        return (h - hostViewHeightSlack)...h
    }

    /// Whether `size` fits the modeless host view band for the family and orientation.
    public static func hostViewSizeOK(_ size: Size, _ family: DeviceFamily, _ axis: OrientationAxis) -> Bool {
        size.width == screen(family, axis).width && hostViewHeights(family, axis).contains(size.height)
    }
}

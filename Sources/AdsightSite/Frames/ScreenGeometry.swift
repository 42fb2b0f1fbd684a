import AdsightSession

/// The geometry table of `session-format.md`: screen and built-in banner sizes.
enum ScreenGeometry {
    /// The screen, in points, for the device family and orientation.
    static func screen(_ family: DeviceFamily, _ axis: OrientationAxis) -> Size {
        switch (family.isPad, axis) {
        case (false, .portrait): return Size(width: 320, height: 480)
        case (false, .landscape): return Size(width: 480, height: 320)
        case (true, .portrait): return Size(width: 768, height: 1024)
        case (true, .landscape): return Size(width: 1024, height: 768)
        }
    }

    /// The built-in banner size for a content size orientation.
    static func banner(_ family: DeviceFamily, _ axis: OrientationAxis) -> Size {
        switch (family.isPad, axis) {
        case (false, .portrait): return Size(width: 320, height: 50)
        case (false, .landscape): return Size(width: 480, height: 32)
        case (true, .portrait): return Size(width: 768, height: 66)
        case (true, .landscape): return Size(width: 1024, height: 66)
        }
    }

    /// How much shorter than the screen a modeless host view may be.
    static let hostViewSlack = 113.0
}

import AdsightSession

/// The screen and banner sizes of `session-format.md`'s geometry table.
enum Screens {
    static func screen(_ family: DeviceFamily, _ axis: OrientationAxis) -> Size {
        switch (family.isPad, axis) {
        case (false, .portrait): return Size(width: 320, height: 480)
        case (false, .landscape): return Size(width: 480, height: 320)
        case (true, .portrait): return Size(width: 768, height: 1024)
        case (true, .landscape): return Size(width: 1024, height: 768)
        }
    }

    static func banner(_ family: DeviceFamily, _ axis: OrientationAxis) -> Size {
        switch (family.isPad, axis) {
        case (false, .portrait): return Size(width: 320, height: 50)
        case (false, .landscape): return Size(width: 480, height: 32)
        case (true, .portrait): return Size(width: 768, height: 66)
        case (true, .landscape): return Size(width: 1024, height: 66)
        }
    }
}

/// An ad object's exposure fields as `adsight replay` shows them among the state changes:
/// `banner-1.exposure 0.2 → 0`, `banner-1.bucket partly → hidden`, `banner-1.hiddenBy none → covered`.
enum ExposureChange {
    /// The fields that differ between `old` (nil: the object was just created) and `new`.
    static func fields(of ad: String, old: ExposureMoment?, new: ExposureMoment) -> [StateChange] {
        var out: [StateChange] = []
        let oldExposure = old.map { StateValue.number(rounded($0.exposure)) } ?? .absent
        let newExposure = StateValue.number(rounded(new.exposure))
        if oldExposure != newExposure {
            out.append(StateChange(subject: .ad(ad), field: "exposure", old: oldExposure, new: newExposure))
        }
        if old?.bucket != new.bucket {
            out.append(StateChange(subject: .ad(ad), field: "bucket", old: old.map { .text($0.bucket.rawValue) } ?? .absent,
                                   new: .text(new.bucket.rawValue)))
        }
        if old?.reason != new.reason {
            out.append(StateChange(subject: .ad(ad), field: "hiddenBy", old: old?.reason.map { .text($0.rawValue) } ?? .absent,
                                   new: new.reason.map { .text($0.rawValue) } ?? .absent))
        }
        return out
    }

    /// The exposure to the thousandth (what the text shows; the JSON then agrees with it).
    static func rounded(_ x: Double) -> Double { (x * 1000).rounded() / 1000 }
}

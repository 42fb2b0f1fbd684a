import AdsightSession

/// A scenario in which `defect` can show, for app `kind`: the seeds' correct app with
/// that one defect, on a device and OS the defect needs (the simulator's tests and the
/// rule engine's differential tests simulate every defect this way).
public enum DefectScenario {
    public static func make(_ defect: Defect?, kind: AppKind) -> Scenario {
        var s = Scenario(name: "\(kind.rawValue)-\(defect?.rawValue ?? "correct")")
        s.app.kind = kind
        s.session.duration = 400_000
        s.device.rotateEvery = MillisRange(seconds: 60, 200)
        switch kind {
        case .table:
            s.device.family = .iPhone
            s.device.os = Version([4, 2, 1])
            s.app.deploymentTarget = Version([4, 0])
        case .game, .magazine:
            s.device.family = .iPad
            s.device.os = Version([4, 3, 3])
            s.app.deploymentTarget = Version([4, 3])
        }
        switch defect {
        case .requiresUnusedSize?: s.device.orientations = [.portrait]; s.device.rotateEvery = nil
        case .strongLink?: s.app.deploymentTarget = Version([3, 1])
        case .noClassCheck?: s.device.os = Version([3, 1, 3]); s.app.deploymentTarget = Version([3, 1])
        case .noIdiomCheck?:
            if kind == .game { s.device.family = .iPhone; s.device.os = Version([4, 3]) } else { s.device.os = Version([4, 2, 1]) }
        default: break
        }
        if let defect { s.app.defects = [defect] }
        return s
    }

    /// Every (defect, app kind) pair the simulator supports.
    public static let cases: [(Defect, AppKind)] = Defect.allCases.flatMap { d in d.apps.map { (d, $0) } }
}

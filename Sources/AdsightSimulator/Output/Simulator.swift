import AdsightSession

/// Scenario + seed → sessions. Pure: no files, no clock, no system randomness; the same
/// scenario and seed give the same sessions (and, through `SessionWriter`, the same bytes).
public enum Simulator {
    /// `count` sessions of `scenario` from one seed. Session `i` (0-based) is played
    /// from `sessionSeed(base: seed, index: i)`; session 0 from `seed` itself. Their titles
    /// are numbered (", session 2") only when there are several.
    public static func sessions(of scenario: Scenario, seed: UInt64, count: Int) -> [Session] {
        (0..<max(0, count)).map { session(of: scenario, seed: seed, index: $0, numbered: count > 1) }
    }

    /// The seed session `index` is played from; written in its header as `seed`, so
    /// `adsight simulate SCENARIO --seed <that seed>` plays the same session again.
    public static func sessionSeed(base: UInt64, index: Int) -> UInt64 {
        if index == 0 { return base }
        var mix = SplitMix64(seed: base ^ (0x9E37_79B9_7F4A_7C15 &* UInt64(index)))
        return mix.next()
    }

    /// Session `index` of a run from `seed`; its id is `<scenario>-<seed>-<index + 1, 3 digits>`,
    /// its title the scenario's, with ", session <index + 1>" when `numbered`.
    public static func session(of scenario: Scenario, seed: UInt64, index: Int, numbered: Bool = true) -> Session {
        let own = sessionSeed(base: seed, index: index)
        var sim = Simulation(scenario: scenario, seed: own)
        let events = sim.run()
        var header = header(scenario, baseSeed: seed, seed: own, index: index)
        if !numbered { header.title = scenario.title ?? scenario.name }
        return Session(header: header, events: events)
    }

    static func header(_ s: Scenario, baseSeed: UInt64, seed: UInt64, index: Int) -> SessionHeader {
        let number = String(index + 1)
        let padded = String(repeating: "0", count: max(0, 3 - number.count)) + number
        var linkage = s.app.iAdLinkage
        if s.app.has(.strongLink) { linkage = .required }
        let app = AppInfo(
            name: s.app.name ?? defaultAppName(s.app.kind), version: s.app.version ?? "1.0",
            deploymentTarget: s.app.deploymentTarget, iAdLinkage: linkage,
            supportedOrientations: s.device.orientations)
        return SessionHeader(
            id: "\(s.name)-\(baseSeed)-\(padded)", title: "\(s.title ?? s.name), session \(number)",
            source: .simulated, scenario: s.name, seed: seed,
            device: Device(family: s.device.family, model: s.device.model ?? defaultModel(s.device.family)),
            os: s.device.os, app: app, orientation: s.device.start)
    }

    static func defaultAppName(_ kind: AppKind) -> String {
        switch kind {
        case .table: return "TopRated"
        case .game: return "ADGame"
        case .magazine: return "ADMagazine"
        }
    }

    static func defaultModel(_ family: DeviceFamily) -> String {
        switch family {
        case .iPhone: return "iPhone3,1"
        case .iPodTouch: return "iPod4,1"
        case .iPad: return "iPad2,1"
        }
    }
}

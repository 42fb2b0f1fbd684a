import AdsightSession

/// `device:` of a scenario file.
enum DeviceReader {
    static func read(_ f: YAMLField) throws(ScenarioError) -> DeviceSpec {
        let m = try f.mapping(allowed: ["family", "model", "os", "orientations", "start", "rotateEvery"])
        var d = DeviceSpec()
        if let x = m["family"] { d.family = try x.choice(DeviceFamily.allCases) }
        d.model = try m["model"]?.string()
        if let x = m["os"] { d.os = try version(x) }
        if let x = m["orientations"] {
            let items = try x.list()
            guard !items.isEmpty else { throw x.error("needs at least one of: portrait, landscape") }
            var axes: [OrientationAxis] = []
            for item in items {
                let a = try item.choice(OrientationAxis.allCases)
                if !axes.contains(a) { axes.append(a) }
            }
            d.orientations = OrientationAxis.allCases.filter(axes.contains)
        }
        if let x = m["start"] { d.start = try x.choice(Orientation.allCases) }
        guard d.orientations.contains(d.start.axis) else {
            throw (m["start"] ?? m["orientations"] ?? f).error("the start orientation \(d.start.rawValue) is not among device.orientations")
        }
        if let x = m["rotateEvery"] { d.rotateEvery = try x.seconds(limit: 1...86_400) }
        return d
    }

    static func version(_ f: YAMLField) throws(ScenarioError) -> Version {
        guard let v = Version(parsing: try f.string()) else { throw f.error("must be a dotted version such as \"4.2.1\" (quote it)") }
        return v
    }
}

/// `session:` of a scenario file.
enum SessionReader {
    static func read(_ f: YAMLField) throws(ScenarioError) -> SessionSpec {
        let m = try f.mapping(allowed: ["duration", "detailEvery", "detailStay", "match", "page", "backgroundEvery", "backgroundStay"])
        var s = SessionSpec()
        if let x = m["duration"] { s.duration = Int((try x.number(in: 10...86_400) * 1000).rounded()) }
        if let x = m["detailEvery"] { s.detailEvery = try x.seconds(limit: 1...86_400) }
        if let x = m["detailStay"] { s.detailStay = try x.seconds(limit: 1...3_600) }
        if let x = m["match"] { s.match = try x.seconds(limit: 5...3_600) }
        if let x = m["page"] { s.page = try x.seconds(limit: 2...3_600) }
        if let x = m["backgroundEvery"] { s.backgroundEvery = try x.seconds(limit: 1...86_400) }
        if let x = m["backgroundStay"] { s.backgroundStay = try x.seconds(limit: 1...3_600) }
        return s
    }
}

/// `user:` of a scenario file.
enum UserReader {
    static func read(_ f: YAMLField) throws(ScenarioError) -> UserSpec {
        let m = try f.mapping(allowed: ["tapChance", "actionLength", "leaveChance", "urgentChance", "dismissAfter"])
        var u = UserSpec()
        if let x = m["tapChance"] { u.tapChance = try x.chance() }
        if let x = m["actionLength"] { u.actionLength = try x.seconds(limit: 1...3_600) }
        if let x = m["leaveChance"] { u.leaveChance = try x.chance() }
        if let x = m["urgentChance"] { u.urgentChance = try x.chance() }
        if let x = m["dismissAfter"] { u.dismissAfter = try x.seconds(limit: 1...600) }
        return u
    }
}

/// `network:` of a scenario file.
enum NetworkReader {
    static func read(_ f: YAMLField) throws(ScenarioError) -> NetworkSpec {
        let m = try f.mapping(allowed: ["fillRate", "latency", "errors", "bannerRefresh", "contentExpiry"])
        var n = NetworkSpec()
        if let x = m["fillRate"] { n.fillRate = try x.chance() }
        if let x = m["latency"] { n.latency = try x.seconds(limit: 0.1...120) }
        if let x = m["errors"] {
            guard let map = x.node.mapping else { throw x.error("must map error codes to weights, e.g. {ADErrorServerFailure: 2}") }
            var errors: [(code: String, weight: Int)] = []
            for (key, value) in map {
                let code = key.string ?? ""
                let w = try YAMLField(node: value, path: x.path + "." + code, file: x.file).number(in: 0...1_000_000)
                guard w == w.rounded() else { throw YAMLField(node: value, path: x.path + "." + code, file: x.file).error("a weight is a whole number") }
                guard !errors.contains(where: { $0.code == code }) else {
                    throw YAMLField(node: key, path: x.path + "." + code, file: x.file).error("error code given twice")
                }
                errors.append((code, Int(w)))
            }
            guard errors.contains(where: { $0.weight > 0 }) else { throw x.error("needs at least one error code with a weight above 0") }
            n.errors = errors
        }
        if let x = m["bannerRefresh"] { n.bannerRefresh = try x.seconds(limit: 5...3_600) }
        if let x = m["contentExpiry"] { n.contentExpiry = try x.seconds(limit: 300...900) }
        return n
    }
}

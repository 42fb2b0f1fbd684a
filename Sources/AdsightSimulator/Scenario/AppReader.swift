import AdsightSession

/// `app:` of a scenario file, and the check that each defect can show in the scenario.
enum AppReader {
    static func read(_ f: YAMLField) throws(ScenarioError) -> AppSpec {
        let m = try f.mapping(allowed: ["kind", "name", "version", "deploymentTarget", "iAdLinkage", "defects"])
        var a = AppSpec()
        guard let kind = m["kind"] else {
            throw f.error("missing kind; use one of: \(AppKind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        a.kind = try kind.choice(AppKind.allCases)
        a.name = try m["name"]?.string()
        a.version = try m["version"]?.string()
        if let x = m["deploymentTarget"] { a.deploymentTarget = try DeviceReader.version(x) }
        if let x = m["iAdLinkage"] { a.iAdLinkage = try x.choice([Linkage.weak, .required]) }
        if let x = m["defects"] {
            for item in try x.list() {
                let d = try item.choice(Defect.allCases)
                guard !a.defects.contains(d) else { throw item.error("defect \(d.rawValue) given twice") }
                a.defects.append(d)
            }
        }
        return a
    }

    /// Rejects a defect the app kind does not have, or whose situation cannot arise.
    static func checkDefects(_ f: YAMLField, scenario: Scenario) throws(ScenarioError) {
        guard let list = try f.mapping(allowed: ["kind", "name", "version", "deploymentTarget", "iAdLinkage", "defects"])["defects"] else { return }
        for (item, defect) in zip(try list.list(), scenario.app.defects) {
            guard defect.apps.contains(scenario.app.kind) else {
                throw item.error("defect \(defect.rawValue) is for app kind \(defect.apps.map(\.rawValue).joined(separator: " or ")), not \(scenario.app.kind.rawValue)")
            }
            if let need = defect.unmetNeed(in: scenario) {
                throw item.error("defect \(defect.rawValue) cannot show here: it \(need)")
            }
        }
    }
}

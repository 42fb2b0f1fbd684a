/// The dashboard's values for `SessionGroups`: `results` (each result's heading, status and
/// count over every session, `any` when not zero), `groups` (per group its name, total and
/// `counts`, one per result with `n`, `zero` and `status`), `hasGroups` (false when every
/// group holds one session: `groupsEachOne`), and `groupsMore` / `groupsMoreSessions` when
/// some groups are not listed.
enum GroupValues {
    static func values(_ groups: SessionGroups) -> [String: TemplateValue] {
        let listed = groups.listed()
        var c: [String: TemplateValue] = [:]
        c["results"] = .list(SessionGroups.results.indices.map { r -> TemplateValue in
            let n = groups.all.byResult[r]
            return ["label": .text(SessionGroups.results[r].label), "status": .text(SessionGroups.results[r].status),
                    "n": .text(Fmt.count(n)), "any": .flag(n > 0)]
        })
        // A table of groups of one session each would repeat the sessions table: left out.
        let eachOne = listed.more == 0 && listed.groups.allSatisfy { $0.counts.total == 1 } && listed.groups.count > 1
        c["groupsEachOne"] = .flag(eachOne)
        c["hasGroups"] = .flag(!listed.groups.isEmpty && !eachOne)
        c["groups"] = .list(listed.groups.map { g -> TemplateValue in
            ["name": .text(g.name), "total": .text(Fmt.count(g.counts.total)),
             "counts": .list(SessionGroups.results.indices.map { r -> TemplateValue in
                 let n = g.counts.byResult[r]
                 return ["n": .text(Fmt.count(n)), "zero": .flag(n == 0), "status": .text(SessionGroups.results[r].status)]
             })]
        })
        if listed.more > 0 {
            c["groupsMore"] = .text(Fmt.count(listed.more)); c["groupsMoreSessions"] = .text(Fmt.count(listed.moreSessions))
        }
        return c
    }
}

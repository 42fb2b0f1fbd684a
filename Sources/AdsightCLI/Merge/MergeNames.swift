import AdsightSite

/// The merged sessions' page names and the warnings of ids repeated within an input set,
/// made from the parts' cache entries read one at a time: every kept session's id is read
/// for its slug, and the ids and paths of all of them are gathered (what
/// `PageNames.sessionNames` and `DuplicateIDs` take) only when two slugs are the same. When
/// none is, every name is its slug (as `sessionNames` gives it) and no two sessions share
/// an id (one id has one slug), so there is nothing to warn of.
enum MergeNames {
    /// The page name of every kept session, in order, and whether two slugs were the same.
    static func names(_ plan: MergePlan, parts: [MergePart]) throws(MergeRefusal) -> (names: [String], repeated: Bool) {
        var slugs: [String] = []
        slugs.reserveCapacity(plan.sessions.count)
        for (p, k) in plan.sessions { slugs.append(PageNames.slug(try parts[p].entry(k).id)) }
        if Set(slugs).count == slugs.count { return (slugs, false) }
        let (ids, paths) = try idsAndPaths(plan, parts: parts)
        return (PageNames.sessionNames(ids: ids, files: paths), true)
    }

    /// `DuplicateIDs`' warnings of the kept sessions (each input set on its own) named `names`.
    static func duplicateWarnings(_ plan: MergePlan, parts: [MergePart], names: SpooledStrings, repeated: Bool) throws(MergeRefusal) -> [String] {
        guard repeated else { return [] }
        let (ids, paths) = try idsAndPaths(plan, parts: parts)
        return DuplicateIDs.warnings(ids: ids, files: paths, names: Array(names), groups: plan.sets)
    }

    private static func idsAndPaths(_ plan: MergePlan, parts: [MergePart]) throws(MergeRefusal) -> ([String], [String]) {
        var ids: [String] = [], paths: [String] = []
        for (p, k) in plan.sessions {
            let entry = try parts[p].entry(k)
            ids.append(entry.id); paths.append(entry.path)
        }
        return (ids, paths)
    }
}

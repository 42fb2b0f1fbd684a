import AdsightSite

/// The merged sessions' page names and the warnings of ids repeated within an input set,
/// made from the parts' cache entries read one at a time: every kept session's id is read
/// for its slug, and the ids and paths of all of them are gathered (what
/// `PageNames.sessionNames` and `DuplicateIDs` take) only when two slugs are the same. When
/// none is, every name is its slug (as `sessionNames` gives it) and no two sessions share
/// an id (one id has one slug), so there is nothing to warn of.
enum MergeNames {
    /// The page name of every kept session, in order, in a scratch file of `folder`, and
    /// whether two slugs were the same. The ids are packed (`PackedStrings`) to be checked:
    /// no list of every slug is made.
    static func names(_ plan: MergePlan, parts: [MergePart], in folder: String) throws(MergeRefusal) -> (names: SpooledStrings, repeated: Bool) {
        var ids = PackedStrings()
        for (p, k) in plan.sessions { ids.append(try parts[p].entry(k).id) }
        if PageNames.slugsAreDistinct(ids) { return (SpooledStrings(ids.lazy.map(PageNames.slug), in: folder), false) }
        let (all, paths) = try idsAndPaths(plan, parts: parts)
        return (SpooledStrings(PageNames.sessionNames(ids: all, files: paths), in: folder), true)
    }

    /// `DuplicateIDs`' warnings of the kept sessions (each input set on its own) named `names`.
    static func duplicateWarnings(_ plan: MergePlan, parts: [MergePart], names: SpooledStrings, repeated: Bool) throws(MergeRefusal) -> [String] {
        guard repeated else { return [] }
        let (ids, paths) = try idsAndPaths(plan, parts: parts)
        return DuplicateIDs.warnings(ids: ids, files: paths, names: Array(names), groups: plan.sets.map(Int.init))
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

/// Sessions sharing one `id` in a run. `session-format.md`: ids are unique within a build;
/// two files with one id are both judged and both get a page, with a warning naming both
/// files. The warning points at each header (line 1), so an editor opens the right place.
enum DuplicateIDs {
    /// One warning per session whose id an earlier input (in input order) already has, for
    /// standard error (`warning: FILE:1:1: ...`). `names` are the inputs' page names, when
    /// the run writes pages. An input whose header could not be read (its report id is its
    /// file name) has no id to share. With `groups` (`merge`: each session's input set), only
    /// sessions of one group are compared (the merge words its own warning across sets).
    static func warnings(ids: [String], files: [String], names: [String]? = nil, groups: [Int]? = nil) -> [String] {
        var first: [Key: Int] = [:]
        var out: [String] = []
        for i in ids.indices where ids[i] != Pipeline.fileName(files[i]) {
            let key = Key(group: groups?[i] ?? 0, id: ids[i])
            guard let k = first[key] else { first[key] = i; continue }
            var line = "warning: \(files[i]):1:1: session id \(String(reflecting: ids[i])) is already the id of \(files[k]):1:1; "
                + "both are judged (ids are unique within a run: give each session its own)"
            if let names { line += "; their pages are \(names[k]).html and \(names[i]).html" }
            out.append(line)
        }
        return out
    }

    private struct Key: Hashable {
        var group: Int
        var id: String
    }
}

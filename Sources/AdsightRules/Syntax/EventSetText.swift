/// Event sets as error messages name them.
enum EventSetText {
    static func describe(_ set: EventSet) -> String {
        if set == .all { return "any event" }
        if set == .calls { return "any call" }
        if set == .callbacks { return "any callback" }
        let names = set.indices.map { $0 < EventVocabulary.names.count ? "`\(EventVocabulary.names[$0])`" : "unknown events" }
        return names.joined(separator: " or ")
    }
}

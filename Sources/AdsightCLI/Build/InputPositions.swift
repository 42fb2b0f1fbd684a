/// Where the inputs a build judges are in the whole input set, ascending: every input (a
/// whole build, held as their count, so nothing is kept a session) or a shard's (a list).
struct InputPositions: RandomAccessCollection, Sendable, Equatable {
    /// The positions, unless they are every input's in order.
    private let list: [Int]?
    private let every: Int

    /// Every one of `count` inputs, in order.
    init(every count: Int) { (list, every) = (nil, count) }

    /// `list`; held as a count when it is `0..<list.count`.
    init(_ list: [Int]) {
        let isEvery = list.indices.elementsEqual(list)
        (self.list, every) = (isEvery ? nil : list, list.count)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { list?.count ?? every }
    subscript(i: Int) -> Int { list?[i] ?? i }

    static func == (a: InputPositions, b: InputPositions) -> Bool { a.elementsEqual(b) }
}

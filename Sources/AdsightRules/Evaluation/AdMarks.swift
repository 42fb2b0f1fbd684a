/// Per-ad bookkeeping of one session's monitor, kept from step to step without per-step
/// allocation: which ads have events of their own in the current step (and those events'
/// kinds), which ads the step changed, and how many rule instances of each ad are active
/// (a `never`/`always` state bad, or an `expect` obligation pending) and so must see every
/// step that concerns them. A step with only app events then visits the few ads that can
/// react, not every ad times every rule.
///
/// One `AdMark` per ad, in memory managed by hand (`AdMarkStore`): reads and writes are
/// plain loads and stores (no array uniqueness check per write, one record per ad).
struct AdMarks {
    /// The current step's number; a stamp equal to it marks an ad for this step.
    private var step = 0
    private let store: AdMarkStore
    /// The ads with events of their own in the current step, in first-event order
    /// (`owners[0..<ownerCount]`).
    private(set) var owners: UnsafeMutablePointer<Int>
    private(set) var ownerCount = 0

    /// `store.marks`, kept here so the per-ad reads and writes are plain pointer accesses
    /// (reaching the class's field retained and released the store around each call).
    private var marks: UnsafeMutablePointer<AdMark>

    /// Marks of no ad yet. One `AdMarks` per store: they cache its buffers' addresses.
    init() {
        store = AdMarkStore()
        owners = store.owners
        marks = store.marks
    }

    /// Starts a step over `adCount` ads.
    mutating func begin(adCount: Int) {
        step += 1
        ownerCount = 0
        if store.count < adCount {
            store.grow(to: adCount)
            owners = store.owners
            marks = store.marks
        }
    }

    /// Whether one of the first `adCount` ads has an active instance.
    func anyActive(adCount: Int) -> Bool {
        for a in 0..<min(adCount, store.count) where marks[a].active != 0 { return true }
        return false
    }

    /// Ad `a` has an event of vocabulary index `kind` in this step.
    mutating func own(_ a: Int, kind: Int) {
        let m = marks + a
        if m.pointee.ownStamp != step {
            m.pointee.ownStamp = step
            m.pointee.ownMask = 0
            owners[ownerCount] = a
            ownerCount += 1
        }
        m.pointee.ownMask |= 1 << UInt64(kind)
    }

    /// The step may have changed the states `mask` of ad `a`.
    func changed(_ a: Int, _ mask: UInt64) { changedMarker.mark(a, mask) }

    /// `changed(_:_:)` for this step, as a value holding no reference: a loop marking ads
    /// around other calls does not retain and release the store per ad.
    var changedMarker: ChangedMarker { ChangedMarker(marks: marks, step: step) }

    /// Writes the "changed" marks of one step (see `changedMarker`).
    struct ChangedMarker {
        fileprivate let marks: UnsafeMutablePointer<AdMark>
        fileprivate let step: Int

        /// The step may have changed the states `mask` of ad `a`.
        func mark(_ a: Int, _ mask: UInt64) {
            marks[a].changedStamp = step
            marks[a].changedMask = mask
        }
    }

    /// Sorts `owners` by ad index (the order instances are judged in).
    func sortOwners() {
        guard ownerCount > 1 else { return }
        var buffer = UnsafeMutableBufferPointer(start: owners, count: ownerCount)
        buffer.sort()
    }

    func isOwner(_ a: Int) -> Bool { marks[a].ownStamp == step }
    func isChanged(_ a: Int) -> Bool { marks[a].changedStamp == step }
    /// The states of ad `a` this step changed (0 when it did not change the ad).
    func changes(_ a: Int) -> UInt64 { marks[a].changedStamp == step ? marks[a].changedMask : 0 }
    /// The own-event mask of ad `a` in this step (0 when it has none).
    func mask(_ a: Int) -> UInt64 { marks[a].ownStamp == step ? marks[a].ownMask : 0 }

    /// Ad `a`'s record (active instances and rules, armed rules), read and written in place.
    func mark(_ a: Int) -> UnsafeMutablePointer<AdMark> { marks + a }
}

/// What the session monitor keeps about one ad (see `AdMarks`).
struct AdMark {
    var ownStamp = 0
    var changedStamp = 0
    /// The states (`StateName.bit` mask) the ad changed in the step of `changedStamp`.
    var changedMask: UInt64 = 0
    /// The vocabulary indices of the ad's own events in the step of `ownStamp` (an `EventSet` mask).
    var ownMask: UInt64 = 0
    /// Active instances of the ad, and which rules they are of (by `RuleIndex` bit).
    var active = 0
    var activeRules: UInt64 = 0
    /// The `forbid` rules (by `RuleIndex` bit) whose instance for the ad is armed.
    var armedRules: UInt64 = 0
}

/// The memory of `AdMarks`: one `AdMark` and one owner slot per ad, grown by doubling.
final class AdMarkStore {
    private(set) var marks: UnsafeMutablePointer<AdMark>
    private(set) var owners: UnsafeMutablePointer<Int>
    private(set) var count = 0
    private var capacity = 8

    init() {
        marks = .allocate(capacity: capacity)
        owners = .allocate(capacity: capacity)
    }

    /// Makes `count` records, the new ones blank (existing ones kept).
    func grow(to newCount: Int) {
        if newCount > capacity {
            let bigger = max(newCount, 2 * capacity)
            let m = UnsafeMutablePointer<AdMark>.allocate(capacity: bigger)
            m.moveInitialize(from: marks, count: count)
            marks.deallocate()
            marks = m
            owners.deallocate()  // owners are rebuilt every step
            owners = .allocate(capacity: bigger)
            capacity = bigger
        }
        (marks + count).initialize(repeating: AdMark(), count: newCount - count)
        count = newCount
    }

    deinit {
        marks.deinitialize(count: count)
        marks.deallocate()
        owners.deallocate()
    }
}

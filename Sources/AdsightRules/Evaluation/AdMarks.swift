/// Per-ad bookkeeping of one session's monitor, kept from step to step without per-step
/// allocation: which ads have events of their own in the current step (and those events'
/// kinds), which ads the step changed, and how many rule instances of each ad are active
/// (a `never`/`always` state bad, or an `expect` obligation pending) and so must see every
/// step that concerns them. A step with only app events then visits the few ads that can
/// react, not every ad times every rule.
struct AdMarks {
    /// The current step's number; a stamp equal to it marks an ad for this step.
    private var step = 0
    private var ownStamp: [Int] = []
    private var changedStamp: [Int] = []
    /// The states (`StateName.bit` mask) each changed ad changed in this step.
    private var changedMask: [UInt64] = []
    /// The vocabulary indices of each owner's own events in this step, as an `EventSet` mask.
    private var ownMask: [UInt64] = []
    /// Active instances per ad, and which rules they are of (by `RuleIndex` bit).
    var active: [Int] = []
    var activeRules: [UInt64] = []
    /// The `forbid` rules (by `RuleIndex` bit) whose instance for each ad is armed.
    var armedRules: [UInt64] = []
    /// The ads with events of their own in the current step, in first-event order.
    private(set) var owners: [Int] = []

    /// Starts a step over `adCount` ads.
    mutating func begin(adCount: Int) {
        step += 1
        owners.removeAll(keepingCapacity: true)
        if ownStamp.count < adCount {
            let more = adCount - ownStamp.count
            ownStamp.append(contentsOf: repeatElement(0, count: more))
            changedStamp.append(contentsOf: repeatElement(0, count: more))
            changedMask.append(contentsOf: repeatElement(0, count: more))
            ownMask.append(contentsOf: repeatElement(0, count: more))
            active.append(contentsOf: repeatElement(0, count: more))
            activeRules.append(contentsOf: repeatElement(0, count: more))
            armedRules.append(contentsOf: repeatElement(0, count: more))
        }
    }

    /// Ad `a` has an event of vocabulary index `kind` in this step.
    mutating func own(_ a: Int, kind: Int) {
        if ownStamp[a] != step {
            ownStamp[a] = step
            ownMask[a] = 0
            owners.append(a)
        }
        ownMask[a] |= 1 << UInt64(kind)
    }

    /// The step may have changed the states `mask` of ad `a`.
    mutating func changed(_ a: Int, _ mask: UInt64) {
        changedStamp[a] = step
        changedMask[a] = mask
    }

    /// Sorts `owners` by ad index (the order instances are judged in).
    mutating func sortOwners() { if owners.count > 1 { owners.sort() } }

    func isOwner(_ a: Int) -> Bool { ownStamp[a] == step }
    func isChanged(_ a: Int) -> Bool { changedStamp[a] == step }
    /// The states of ad `a` this step changed (0 when it did not change the ad).
    func changes(_ a: Int) -> UInt64 { changedStamp[a] == step ? changedMask[a] : 0 }
    /// The own-event mask of ad `a` in this step (0 when it has none).
    func mask(_ a: Int) -> UInt64 { ownStamp[a] == step ? ownMask[a] : 0 }
}

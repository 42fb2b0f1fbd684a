/// The state before the current group, kept by a replayer from one lent step to the next
/// (`LentStep.before`): brought up to date from the ads changed since it was last made
/// instead of rebuilt from the whole state after the group (`StepUndo.before`, the plain
/// reference, which copies every ad when any changed).
struct EarlierState: Sendable {
    /// The state before some earlier group, once `made` (nil before, or forgotten).
    private var state: ModelState?
    private var made = false
    /// Whether `state` is the state before the current group.
    private var current = false
    /// The indices of the ads that changed since `state` was made, each once (`marked[i]`),
    /// in no particular order.
    private var pending: [Int] = []
    private var marked: [Bool] = []
    /// Whether a group since `state` was made changed the app (until then its app is the
    /// app before the current group too, and is not copied again: a copy retained the views
    /// and a view restored copied them all).
    private var appStale = false

    /// The state before the group `undo` records, `after` being the state after it (both
    /// read in place: passed by value, each was copied).
    mutating func before(_ undo: UnsafePointer<StepUndo>, _ after: UnsafePointer<ModelState>) -> ModelState {
        withBefore(undo, after) { $0.pointee }
    }

    /// Calls `body` with the state before the group, read in place (a copy handed out would
    /// share the ads' storage, which the next update would then copy whole).
    mutating func withBefore<R>(_ undo: UnsafePointer<StepUndo>, _ after: UnsafePointer<ModelState>,
                                _ body: (UnsafePointer<ModelState>) -> R) -> R {
        if !made {
            state = undo.pointee.before(after.pointee)
            made = true
        } else if !current {
            update(undo, after)
        }
        current = true
        return withUnsafePointer(to: &state!) { body($0) }
    }

    /// Brings `state` (written in place: `state!`) to the state before the group.
    private mutating func update(_ undo: UnsafePointer<StepUndo>, _ after: UnsafePointer<ModelState>) {
        state!.t = undo.pointee.t
        if appStale {
            state!.app = after.pointee.app
            undo.pointee.restoreApp(into: &state!.app)
            appStale = false
        }
        let kept = state!.ads.count
        for i in pending {
            marked[i] = false
            if i < kept { Self.previous(i, undo, after) { state!.ads[i] = $0 } }
        }
        if !pending.isEmpty { pending.removeAll(keepingCapacity: true) }
        // The ads made since: in order, each named in the index.
        while state!.ads.count < undo.pointee.adCount {
            let i = state!.ads.count
            Self.previous(i, undo, after) { state!.ads.append($0) }
            state!.index[state!.ads[i].name] = i
        }
    }

    /// Calls `body` with ad `i`'s value before the group (`i < undo.adCount`), read in
    /// place: as `undo` recorded it, else as it is in `after`.
    private static func previous(_ i: Int, _ undo: UnsafePointer<StepUndo>, _ after: UnsafePointer<ModelState>,
                                 _ body: (borrowing AdState) -> Void) {
        let k = undo.pointee.indices.withUnsafeBufferPointer { indices in
            var k = indices.count - 1  // mostly none, else one of the last
            while k >= 0, indices[k] != i { k -= 1 }
            return k
        }
        if k >= 0 {
            undo.pointee.ads.withUnsafeBufferPointer { body($0[k]) }
        } else {
            after.pointee.ads.withUnsafeBufferPointer { body($0[i]) }
        }
    }

    /// A group recorded by `undo` was applied: the ads it changed now differ from `state`.
    mutating func applied(_ undo: borrowing StepUndo) {
        current = false
        guard made else { return }
        if undo.app != nil || undo.viewCount != nil { appStale = true }
        for i in undo.indices where i >= marked.count || !marked[i] {
            while marked.count <= i { marked.append(false) }
            marked[i] = true
            pending.append(i)
        }
    }

    /// Forgets the state (a group was applied that `applied` was not told of).
    mutating func forget() {
        guard made else { return }
        state = nil
        made = false
        current = false
        appStale = false
        for i in pending { marked[i] = false }
        pending.removeAll(keepingCapacity: true)
    }
}

import AdsightSession

/// The app's facts other than its views (plain values: recording them copies no reference),
/// as a change record keeps them from before a group.
struct AppScalars: Sendable {
    var paused: Bool
    var background: Bool
    var hostOnScreen: Bool
    var orientation: Orientation
    var lastRotationAt: Double?

    init(_ app: borrowing AppState) {
        paused = app.paused; background = app.background; hostOnScreen = app.hostOnScreen
        orientation = app.orientation; lastRotationAt = app.lastRotationAt
    }

    /// Puts these facts back into `app` (its views are left as they are).
    func restore(into app: inout AppState) {
        app.paused = paused; app.background = background; app.hostOnScreen = hostOnScreen
        app.orientation = orientation; app.lastRotationAt = lastRotationAt
    }
}

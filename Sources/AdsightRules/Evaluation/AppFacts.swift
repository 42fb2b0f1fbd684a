import AdsightModel
import AdsightSession

/// The part of the app state a condition can read (`paused`, `background`, `hostOnScreen`,
/// `orientation`, `screen`); app views and the last rotation time are read only through the
/// ads' derived facts.
struct AppFacts: Equatable {
    var paused: Bool
    var background: Bool
    var hostOnScreen: Bool
    var orientation: Orientation

    init(_ app: AppState) {
        paused = app.paused; background = app.background; hostOnScreen = app.hostOnScreen
        orientation = app.orientation
    }
}

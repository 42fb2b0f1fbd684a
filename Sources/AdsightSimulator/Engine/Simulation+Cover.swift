import AdsightSession

/// `covered-by-app-views`: the table app draws its own views over the banner: a toolbar
/// over most of it (partly covered), then a keyboard over all of it (covered), both taken
/// away again, over and over while the banner is shown.
extension Simulation {
    /// The toolbar's and the keyboard's heights, in points (UIKit's on an iPhone).
    static let toolbarHeight = 44.0
    static let keyboardHeight = 216.0

    /// Starts the cycle once the banner is first shown (it must be on screen to be covered).
    mutating func startCoveringIfDue() {
        guard has(.coveredByAppViews), !coverStarted, let b = banner, b.shown, !b.released else { return }
        coverStarted = true
        after(1000, .cover(step: 0))
    }

    /// One step of the cycle: 0 toolbar up, 1 keyboard up, 2 keyboard down, 3 toolbar down.
    mutating func cover(step: Int) {
        let s = screen
        switch step {
        case 0:
            emit(.viewFrame(view: "toolbar", frame: Rect(x: 0, y: s.height - Self.toolbarHeight, width: s.width, height: Self.toolbarHeight), z: 1))
            after(dice.int(3000...6000), .cover(step: 1))
        case 1:
            emit(.viewFrame(view: "keyboard", frame: Rect(x: 0, y: s.height - Self.keyboardHeight, width: s.width, height: Self.keyboardHeight), z: 2))
            after(dice.int(2000...5000), .cover(step: 2))
        case 2:
            emit(.viewFrame(view: "keyboard", frame: Rect(x: 0, y: s.height, width: s.width, height: Self.keyboardHeight), z: 2))
            after(dice.int(2000...5000), .cover(step: 3))
        default:
            emit(.viewFrame(view: "toolbar", frame: Rect(x: 0, y: s.height, width: s.width, height: Self.toolbarHeight), z: 1))
            after(dice.int(5000...15000), .cover(step: 0))
        }
    }
}

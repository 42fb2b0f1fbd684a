import AdsightModel
import AdsightSession

/// Where a bad stretch of a `never`/`always` rule began: the event of the group that made
/// the state bad (`BreachStart`), and the state then (for the message). A reference, so the monitor
/// that keeps one stays small.
final class Episode {
    let event: Event?
    let state: ModelState
    let ad: AdState?

    init(event: Event?, state: ModelState, ad: AdState?) {
        self.event = event; self.state = state; self.ad = ad
    }
}

import AdsightSession

/// The event that opened a `forbid` window, held by reference so the monitor stays small.
final class TriggerEvent {
    let event: Event
    init(_ event: Event) { self.event = event }
}

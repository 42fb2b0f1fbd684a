import AdsightSession

/// The event that opened a `forbid` window, held by reference so the monitor stays small
/// (replaced in place by the next trigger when only its monitor holds it).
final class TriggerEvent {
    var event: Event
    init(_ event: Event) { self.event = event }
}

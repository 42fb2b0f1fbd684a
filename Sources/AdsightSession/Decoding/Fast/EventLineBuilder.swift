/// Turns the members the fast scanner found into an Event, checking what the slow path
/// checks (required members, finite and non-negative numbers, allowed strings); false
/// whenever anything is off, so the slow path can report it.
enum EventLineBuilder {
    /// Appends the event to `events` (when `keep`); false, appending nothing, when the slow
    /// path must decode the line. `f` is only read (inout so its ~280 bytes are not copied
    /// for the call).
    @inline(__always)
    static func append(
        _ f: inout EventLineFields, _ p: UnsafePointer<UInt8>, line: Int, keep: Bool, names: inout NameTable, to events: inout [Event]
    ) -> Bool {
        guard f.has(.t), f.t.isFinite, f.t >= 0, f.name >= 0 else { return false }
        // The name's index is the code (`EventNames` and `EventCode` share their order).
        guard let code = EventCode(rawValue: UInt8(truncatingIfNeeded: f.name)), f.has(.ad) || !code.concernsAd,
              let kind = withUnsafePointer(to: &f, { f in
                  withUnsafeMutablePointer(to: &names) { names in
                      var fields = LineFields(f: f, p: p, names: names)
                      return EventPayload.decode(code, &fields)
                  }
              }) else { return false }
        guard keep else { return true }
        let ad: String? = f.has(.ad) ? names.string(ByteText(base: p + f.ad.start, count: f.ad.end - f.ad.start)) : nil
        let thread: String? = f.has(.thread) ? ByteText(base: p + f.thread.start, count: f.thread.end - f.thread.start).string : nil
        events.append(Event(code: code, t: f.t, line: line, ad: ad, thread: thread, kind: kind))
        return true
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The rule monitors of the last session this thread judged, kept for its next session
/// (`SessionMonitor.init(notes:header:recycling:)`): their instance lists are reused instead
/// of being allocated, grown and freed per session; so are the monitor's plan (its rule lists
/// and indexes), step scratch and ad marks' memory. One per thread (sessions are judged on several
/// threads at once); freed with its thread.
final class RecycledRules {
    var rules: [RuleMonitor] = []
    var plan: RulePlan?
    var scratch: StepScratch?
    /// The memory of the ad marks (the class: a new `AdMarks` is made around it, no copy of
    /// one shares its cached addresses).
    var markStore: AdMarkStore?

    /// This thread's (made at first use).
    static var current: RecycledRules {
        if let held = pthread_getspecific(key) {
            return Unmanaged<RecycledRules>.fromOpaque(held).takeUnretainedValue()
        }
        let made = RecycledRules()
        pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
        return made
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        #if os(Linux) || os(Android)
        pthread_key_create(&key) { held in
            if let held { Unmanaged<RecycledRules>.fromOpaque(held).release() }
        }
        #else
        pthread_key_create(&key) { held in Unmanaged<RecycledRules>.fromOpaque(held).release() }
        #endif
        return key
    }()
}

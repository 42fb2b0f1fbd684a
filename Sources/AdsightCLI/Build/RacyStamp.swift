#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Status change times that cannot show "nothing changed since they were read" (git's racy
/// entries). A file system stamps a change with the clock's current tick, not the instant:
/// the kernel's coarse clock (a few milliseconds; tmpfs keeps it), or whole seconds on some
/// file systems. A change made in the tick a stamp was read in can leave it as it was, so a
/// stamp not older than the tick it was read in proves nothing; the caller reads again.
enum RacyStamp {
    /// The clock file systems stamp changes with, read after the stamps it judges.
    static func now() -> timespec {
        var t = timespec()
        clock_gettime(LibC.stampClock, &t)
        return t
    }

    /// Whether a change after `now` could carry `stamp` again: `stamp` is in `now`'s tick or
    /// later (a fine-grained stamp may be ahead of the coarse clock), or, with no fraction of
    /// a second (a file system of whole seconds, or two), within the last two seconds.
    static func isRacy(_ stamp: timespec, now: timespec) -> Bool {
        if stamp.tv_nsec == 0 { return stamp.tv_sec > now.tv_sec - 2 }
        return stamp.tv_sec > now.tv_sec || (stamp.tv_sec == now.tv_sec && stamp.tv_nsec >= now.tv_nsec)
    }
}

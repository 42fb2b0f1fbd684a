#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Line tail tables (`LineTails`) kept between files: a decoder takes one when it reads
/// its first event line and gives it back when it finishes, so the next file starts with
/// the tails the last one read (sessions of one app repeat each other's calls: 74% of bench
/// lines hit instead of 64%) and no table is made and freed per file. What a table holds
/// depends on the tail bytes alone, so which file filled it changes no result.
///
/// Each table is used by one decoder at a time: it is in the pool or held by the one
/// decoder that took it (a decoder gives it back only while it holds the one reference).
final class LineTailsPool: @unchecked Sendable {
    static let shared = LineTailsPool()
    /// The most tables kept (one per worker thread is the need).
    static let capacity = 16

    /// Allocated, so that its address is stable (the address of a stored property passed
    /// as `&` is not guaranteed to be).
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    private var tables: [LineTails] = []

    init() {
        lock = .allocate(capacity: 1)
        lock.initialize(to: pthread_mutex_t())
        pthread_mutex_init(lock, nil)
        tables.reserveCapacity(Self.capacity)
    }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    /// A table of 256 slots: a kept one, else a new one.
    func take() -> LineTails {
        pthread_mutex_lock(lock)
        let table = tables.popLast()
        pthread_mutex_unlock(lock)
        return table ?? LineTails()
    }

    /// Keeps `table` for the next decoder (dropped when `capacity` are kept). The caller
    /// holds the only other reference and lets it go.
    func give(_ table: LineTails) {
        pthread_mutex_lock(lock)
        if tables.count < Self.capacity { tables.append(table) }
        pthread_mutex_unlock(lock)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library calls adsight names by module (inside types whose own methods share the
/// name) and what differs between Linux and Darwin: the one place with both branches, so
/// the rest of the code builds on macOS as it is.
enum LibC {
    static func exit(_ status: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(status)
        #else
        Darwin.exit(status)
        #endif
    }

    static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(fd, buffer, count)
        #else
        Darwin.read(fd, buffer, count)
        #endif
    }

    static func write(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(fd, buffer, count)
        #else
        Darwin.write(fd, buffer, count)
        #endif
    }

    static func open(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
        #if canImport(Glibc)
        Glibc.open(path, flags)
        #else
        Darwin.open(path, flags)
        #endif
    }

    static func sync() {
        #if canImport(Glibc)
        Glibc.sync()
        #else
        Darwin.sync()
        #endif
    }

    /// The clock file systems stamp changes with: Linux's coarse realtime clock (its tick);
    /// Darwin stamps with the realtime clock itself.
    static var stampClock: clockid_t {
        #if os(Linux)
        CLOCK_REALTIME_COARSE
        #else
        CLOCK_REALTIME
        #endif
    }
}

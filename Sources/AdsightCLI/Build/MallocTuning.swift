#if canImport(Glibc)
import Glibc
#endif

/// Allocator settings for a command-line build (`adsight build` run as a command, never
/// in-process callers): blocks of up to 32 MiB come from the heap and freed memory is kept,
/// so an array that grows by doubling (a 6 MB dashboard, 1.5 MB note pages, the cache's
/// encoding) reuses pages already touched instead of mapping, faulting in and zeroing fresh
/// ones each time (glibc maps blocks over a threshold afresh and unmaps them on free).
/// glibc's `mallopt` (malloc.h is not in the Glibc module), looked up at run time.
enum MallocTuning {
    private typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
    // malloc.h: M_TRIM_THRESHOLD -1, M_TOP_PAD -2, M_MMAP_THRESHOLD -3.
    static func apply() {
        #if canImport(Glibc)
        guard let handle = dlopen(nil, RTLD_NOW), let pointer = dlsym(handle, "mallopt") else { return }
        let mallopt = unsafeBitCast(pointer, to: MallOpt.self)
        _ = mallopt(-3, 32 << 20)   // glibc's largest (HEAP_MAX_SIZE / 2 on 64-bit): larger is refused
        _ = mallopt(-1, 256 << 20)
        _ = mallopt(-2, 16 << 20)
        #endif
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CLinuxCalls

/// Copies a range of one open file to the current position of another: in the kernel
/// with `copy_file_range` where it works, else with pread/write.
enum FileCopy {
    /// Copies `range` of `from` to `to`; returns errno on failure (a short source is a failure: EIO).
    static func copy(from: Int32, _ range: ByteRange, to: Int32) -> Int32? {
        var offset = Int64(range.offset)
        var left = Int(range.length)
        while left > 0 {
            let n = adsight_copy_file_range(from, &offset, to, left)
            if n > 0 { left -= n; continue }
            if n == 0 { return EIO }
            if errno == EINTR { continue }
            if errno == EXDEV || errno == ENOSYS || errno == EINVAL || errno == EOPNOTSUPP { break }
            return errno
        }
        var buffer = [UInt8](repeating: 0, count: min(max(left, 1), 1 << 20))
        while left > 0 {
            let n = buffer.withUnsafeMutableBytes { pread(from, $0.baseAddress, min($0.count, left), off_t(offset)) }
            if n < 0 { if errno == EINTR { continue }; return errno }
            if n == 0 { return EIO }
            if let err = writeAll(to, buffer[0..<n]) { return err }
            offset += Int64(n); left -= n
        }
        return nil
    }

    /// `range` of the open file `fd`, read with pread (safe beside other readers); short when the file is.
    static func read(_ fd: Int32, _ range: ByteRange) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: Int(range.length))
        var done = 0
        while done < out.count {
            let n = out.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + done, $0.count - done, off_t(range.offset) + off_t(done)) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            done += n
        }
        return Array(out.prefix(done))
    }

    /// Writes all of `bytes` at the current position of `fd`; errno on failure.
    static func writeAll(_ fd: Int32, _ bytes: ArraySlice<UInt8>) -> Int32? {
        bytes.withUnsafeBytes { buf in
            var offset = 0
            while offset < buf.count {
                let n = write(fd, buf.baseAddress! + offset, buf.count - offset)
                if n < 0 { if errno == EINTR { continue }; return errno }
                offset += n
            }
            return nil
        }
    }
}

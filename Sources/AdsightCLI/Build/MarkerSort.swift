#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The marker's text for the paths a staging placed (`WrittenPaths`), written without
/// holding the list: an external merge sort. Runs of about `runBytes` bytes of paths are
/// sorted in memory (as indices into the run's bytes) and spooled to a scratch file in the
/// staging folder, then merged a window of each at a time (`SortedRun`, the runs' current
/// lines in a binary heap) into the file: about `runBytes` twice over in memory. The
/// bytes are `SiteManifest.markerBytes` of the same paths (`MarkerSortTests`), which stays
/// the plain form, and is used as it is when a path is not plain ASCII (where `String`'s
/// order is not the bytes').
enum MarkerSort {
    /// Bytes of paths sorted in memory at once: about 7,000 paths of a site, so a site of
    /// 100,000 sessions (two files each) merges about 27 runs and one of 1,000,000 about 270.
    static let runBytes = 1 << 18

    /// Writes the marker of `paths` at the current position of `fd`; errno on failure (EIO
    /// when a scratch file, the paths' or the runs', reads back short: no marker from part of them).
    /// `scratch`: the folder the runs' anonymous file is made in.
    static func write(_ paths: WrittenPaths, to fd: Int32, scratch: String, runBytes: Int = runBytes) -> Int32? {
        guard paths.isASCII else {
            let placed = paths.placed()
            return paths.unreadable ? EIO : FileCopy.writeAll(fd, SiteManifest.markerBytes(placed)[...])
        }
        let spool = Spool(in: scratch)
        var runs: [ByteRange] = []
        paths.forEachBatch(bytes: runBytes) { buffer, lines in
            let start = spool.position
            spool.append(sortedLines(buffer, lines))
            runs.append(ByteRange(offset: start, length: spool.position - start))
        }
        if paths.unreadable { return EIO }
        var out = Array(SiteWriter.markerText.utf8)
        if runs.count == 1 {
            if let err = FileCopy.writeAll(fd, out[...]) { return err }
            return spool.copy(runs[0], to: fd)
        }
        var readers = runs.map { SortedRun(spool, $0) }
        if readers.contains(where: \.failed) { return EIO }
        readers = readers.filter { $0.line != nil }
        // A binary heap of the readers by current line: the least at 0.
        var heap = Array(readers.indices)
        func siftDown(_ start: Int) {
            var k = start
            while true {
                var least = k
                let left = 2 * k + 1, right = left + 1
                if left < heap.count, readers[heap[left]].precedes(readers[heap[least]]) { least = left }
                if right < heap.count, readers[heap[right]].precedes(readers[heap[least]]) { least = right }
                if least == k { return }
                heap.swapAt(k, least)
                k = least
            }
        }
        for k in stride(from: heap.count / 2, through: 0, by: -1) { siftDown(k) }
        while let top = heap.first {
            readers[top].appendLine(to: &out)
            if !readers[top].advance() {
                if readers[top].failed { return EIO }
                heap[0] = heap[heap.count - 1]; heap.removeLast()
            }
            siftDown(0)
            if out.count >= 1 << 16 {
                if let err = FileCopy.writeAll(fd, out[...]) { return err }
                out.removeAll(keepingCapacity: true)
            }
        }
        return FileCopy.writeAll(fd, out[...])
    }

    /// The `lines` of `buffer` sorted as bytes, each followed by a newline.
    static func sortedLines(_ buffer: [UInt8], _ lines: [Range<Int>]) -> [UInt8] {
        var order = lines
        buffer.withUnsafeBytes { raw in
            order.sort { a, b in precedes(UnsafeRawBufferPointer(rebasing: raw[a]), UnsafeRawBufferPointer(rebasing: raw[b])) }
        }
        var out: [UInt8] = []
        out.reserveCapacity(buffer.count + lines.count)
        for line in order { out += buffer[line]; out.append(0x0A) }
        return out
    }

    /// Whether `a` sorts before `b` as bytes (a prefix first).
    static func precedes(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        let n = min(a.count, b.count)
        let c = n == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, n)
        return c != 0 ? c < 0 : a.count < b.count
    }
}

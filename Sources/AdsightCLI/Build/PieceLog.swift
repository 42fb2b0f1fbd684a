/// The pieces of a `FilePieces` moved out of memory: each encoded into a scratch file
/// (`Spool`) as a tag, then the bytes (with their count) or the range and which spool or
/// file it lies in, and read back in order a window of 64 KB at a time. A file made of a
/// piece per session (a merge's `summary.json` and `junit.xml`, a range of one part or
/// another each) then costs no memory per session.
struct PieceLog: @unchecked Sendable {
    private let spool: Spool
    /// The spools pieces lie in, each once (by identity), where a record names them by index.
    private var spools: [Spool] = []
    /// How many pieces were logged.
    private(set) var count = 0

    init(_ spool: Spool) { self.spool = spool }

    /// Appends `pieces` in order.
    mutating func append(_ pieces: some Sequence<FilePieces.Piece>) {
        var out: [UInt8] = []
        for piece in pieces {
            switch piece {
            case .bytes(let b):
                out.append(0); Self.put(UInt64(b.count), &out); out += b
            case .spool(let s, let r):
                let k = spools.firstIndex { $0 === s } ?? { spools.append(s); return spools.count - 1 }()
                out.append(1); Self.put(UInt64(k), &out); Self.put(r.offset, &out); Self.put(r.length, &out)
            case .file(let fd, let r):
                out.append(2); Self.put(UInt64(UInt32(bitPattern: fd)), &out); Self.put(r.offset, &out); Self.put(r.length, &out)
            }
            count += 1
        }
        spool.append(out)
    }

    /// Calls `body` with every piece logged, in order, until it returns non-nil (returned);
    /// `unreadable` when the log cannot be read back whole (a failed or short read of its
    /// scratch file), so that no file is written from part of its pieces.
    func forEach<T>(unreadable: T, _ body: (FilePieces.Piece) -> T?) -> T? {
        var window: [UInt8] = [], at = 0
        var next: UInt64 = 0
        let end = spool.position
        /// Makes sure `n` bytes from `at` are in the window (false past the end).
        func need(_ n: Int) -> Bool {
            while window.count - at < n {
                guard next < end else { return false }
                window.removeSubrange(0..<at); at = 0
                let stop = min(end, next + UInt64(max(1 << 16, n)))
                guard let more = spool.readExactly(from: next, to: stop) else { return false }
                window += more; next = stop
            }
            return true
        }
        for _ in 0..<count {
            // A tag, then one number (bytes: their count) or three (a range).
            guard need(1), need(window[at] == 0 ? 1 + 8 : 1 + 8 * 3) else { return unreadable }
            let tag = window[at]; at += 1
            let piece: FilePieces.Piece
            switch tag {
            case 0:
                let n = Int(Self.get(window, &at))
                guard need(n) else { return unreadable }
                piece = .bytes(Array(window[at..<at + n])); at += n
            case 1:
                let k = Int(Self.get(window, &at)), offset = Self.get(window, &at), length = Self.get(window, &at)
                piece = .spool(spools[k], ByteRange(offset: offset, length: length))
            default:
                let fd = Int32(bitPattern: UInt32(Self.get(window, &at))), offset = Self.get(window, &at), length = Self.get(window, &at)
                piece = .file(fd, ByteRange(offset: offset, length: length))
            }
            if let done = body(piece) { return done }
        }
        return nil
    }

    /// 8 bytes, little-endian.
    private static func put(_ n: UInt64, _ out: inout [UInt8]) {
        for k in 0..<8 { out.append(UInt8(truncatingIfNeeded: n >> (8 * UInt64(k)))) }
    }

    private static func get(_ bytes: [UInt8], _ at: inout Int) -> UInt64 {
        var n: UInt64 = 0
        for k in 0..<8 { n |= UInt64(bytes[at + k]) << (8 * UInt64(k)) }
        at += 8
        return n
    }
}

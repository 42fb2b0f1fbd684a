#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file to write made of pieces: literal bytes, ranges of a `Spool` and ranges of open
/// files (the previous site's `summary.json`/`junit.xml`), adjacent ranges merged, so a
/// rebuild copies long unchanged runs in one call. `size` is where the next piece starts.
/// Made with a spool (`init(spill:)`), all pieces but the last `memoryLimit` are moved to it
/// (`PieceLog`): `FilePieces()`, holding every piece, is the plain form (`FilePiecesTests`).
struct FilePieces: Sendable {
    enum Piece {
        case bytes([UInt8])
        case spool(Spool, ByteRange)
        case file(Int32, ByteRange)
    }

    private var pieces: [Piece] = []
    private(set) var size: UInt64 = 0
    /// The pieces moved out of memory, before `pieces`.
    private var log: PieceLog?
    /// How many pieces wait in memory before they are moved to the log.
    private var memoryLimit = Int.max

    init() {}

    /// Pieces moved to the scratch file `spill` once more than `memoryLimit` wait in memory.
    init(spill: Spool, memoryLimit: Int = 1024) { log = PieceLog(spill); self.memoryLimit = memoryLimit }

    /// Moves all pieces but the last (which the next may still merge with) to the log.
    private mutating func spillIfFull() {
        guard pieces.count > memoryLimit, var moved = log else { return }
        moved.append(pieces.dropLast())
        pieces.removeFirst(pieces.count - 1)
        log = moved
    }

    /// Calls `body` with every piece in order until it returns non-nil (returned).
    private func forEachPiece<T>(unreadable: T, _ body: (Piece) -> T?) -> T? {
        if let log, let done = log.forEach(unreadable: unreadable, body) { return done }
        for piece in pieces { if let done = body(piece) { return done } }
        return nil
    }

    mutating func append(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        if case .bytes(var last) = pieces.last {
            pieces.removeLast(); last += bytes; pieces.append(.bytes(last))
        } else {
            pieces.append(.bytes(bytes))
            spillIfFull()
        }
        size += UInt64(bytes.count)
    }

    mutating func append(spool: Spool, _ range: ByteRange) {
        guard range.length > 0 else { return }
        if case .spool(let s, let last) = pieces.last, s === spool, last.end == range.offset {
            pieces[pieces.count - 1] = .spool(s, ByteRange(offset: last.offset, length: last.length + range.length))
        } else {
            pieces.append(.spool(spool, range))
            spillIfFull()
        }
        size += range.length
    }

    /// Appends `range` of the open file `fd`, preceded by `separator`: when the previous
    /// piece is a range of the same file ending exactly `separator.count` bytes before
    /// `range`, the bytes between are that file's own separator and the two merge.
    mutating func append(file fd: Int32, _ range: ByteRange, after separator: [UInt8]) {
        let gap = UInt64(separator.count)
        if case .file(let f, let last) = pieces.last, f == fd, last.end + gap == range.offset {
            pieces[pieces.count - 1] = .file(f, ByteRange(offset: last.offset, length: range.end - last.offset))
            size += gap + range.length
            return
        }
        append(separator)
        guard range.length > 0 else { return }
        pieces.append(.file(fd, range))
        spillIfFull()
        size += range.length
    }

    /// Writes `prefix`, every piece in order, then `suffix` at the current position of `fd`; errno on failure.
    func write(to fd: Int32, prefix: [UInt8], suffix: [UInt8]) -> Int32? {
        if let err = FileCopy.writeAll(fd, prefix[...]) { return err }
        let failed = forEachPiece(unreadable: EIO) { piece -> Int32? in
            switch piece {
            case .bytes(let b): FileCopy.writeAll(fd, b[...])
            case .spool(let s, let r): s.copy(r, to: fd)
            case .file(let f, let r): FileCopy.copy(from: f, r, to: fd)
            }
        }
        if let failed { return failed }
        return FileCopy.writeAll(fd, suffix[...])
    }

    /// The bytes from `start` up to `end` of the file the pieces make (without prefix or
    /// suffix); nil when a piece, or the log of them, reads back short.
    func read(from start: UInt64, to end: UInt64) -> [UInt8]? {
        var out: [UInt8] = []
        var at: UInt64 = 0
        var short = false
        let stopped = forEachPiece(unreadable: true) { piece -> Bool? in
            let length: UInt64
            switch piece {
            case .bytes(let b): length = UInt64(b.count)
            case .spool(_, let r), .file(_, let r): length = r.length
            }
            defer { at += length }
            let from = max(start, at), to = min(end, at + length)
            guard from < to else { return at >= end ? false : nil }
            let got: [UInt8]?
            switch piece {
            case .bytes(let b): got = Array(b[Int(from - at)..<Int(to - at)])
            case .spool(let s, let r): got = s.readExactly(from: r.offset + from - at, to: r.offset + to - at)
            case .file(let f, let r):
                let bytes = FileCopy.read(f, ByteRange(offset: r.offset + from - at, length: to - from))
                got = bytes.count == Int(to - from) ? bytes : nil
            }
            guard let got else { short = true; return true }
            out += got
            return nil
        }
        return short || stopped == true ? nil : out
    }
}

extension MergeRecord {
    /// The bytes `encode()` makes, as a head, a body and a tail: the list of sessions (some
    /// 6 bytes a session) goes to `spool` 64 KB at a time, so a record of 100,000 sessions is
    /// never whole in memory. `encode()` is the plain form (`MergeRecordTests`).
    func pieces(through spool: Spool) -> (head: [UInt8], body: FilePieces, tail: [UInt8]) {
        var empty = self
        empty.sessions = InputPositions(every: 0)
        var head = empty.encode()
        let tail = Array(head.suffix(3))   // `]}` and the newline after `"sessions":[`
        head.removeLast(3)
        var body = FilePieces()
        var chunk: [UInt8] = []
        func flush() {
            let start = spool.position
            spool.append(chunk)
            body.append(spool: spool, ByteRange(offset: start, length: UInt64(chunk.count)))
            chunk.removeAll(keepingCapacity: true)
        }
        for (k, position) in sessions.enumerated() {
            if k > 0 { chunk.append(UInt8(ascii: ",")) }
            chunk += String(position).utf8
            if chunk.count >= 1 << 16 { flush() }
        }
        flush()
        return (head, body, tail)
    }
}

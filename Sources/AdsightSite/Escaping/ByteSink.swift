/// Somewhere escaped text can be written: `Markup.escape(utf8:into:)` writes into either a
/// byte array or an `HTML` fragment with the one definition of escaping.
protocol ByteSink {
    mutating func append(_ byte: UInt8)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>)
}

extension Array: ByteSink where Element == UInt8 {}

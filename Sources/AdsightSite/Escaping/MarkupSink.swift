/// Where the markup shared by several writers goes (`MarkBucket.tooltip`): an `HTML`
/// fragment, or a `ByteCursor` writing into room reserved in one.
protocol MarkupSink: ByteSink {
    mutating func raw(_ markup: StaticString)
    mutating func text(_ text: String)
    mutating func int(_ n: Int)
    mutating func count(_ n: Int)
    mutating func seconds(_ t: Double)
}

extension HTML: MarkupSink {}
extension ByteCursor: MarkupSink {}

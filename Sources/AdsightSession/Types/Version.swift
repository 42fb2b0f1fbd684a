/// A dotted version such as `"4.2.1"`, compared component by component
/// (missing components count as 0, so `4.2 == 4.2.0`).
public struct Version: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    /// The numeric components, most significant first.
    public var components: [Int]

    public init(_ components: [Int]) { self.components = components }

    /// Parses `"4.2.1"`; nil unless every component is a non-negative integer (1 to 9
    /// ASCII digits) and there are at most 8 of them. Read byte by byte: every header's
    /// `os` goes through it.
    public init?(parsing text: String) {
        var out: [Int] = []
        var value = 0, digits = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") {
                guard digits > 0, out.count < 7 else { return nil }
                out.append(value)
                value = 0; digits = 0
            } else {
                guard byte &- UInt8(ascii: "0") < 10, digits < 9 else { return nil }
                value = value * 10 + Int(byte &- UInt8(ascii: "0"))
                digits += 1
            }
        }
        guard digits > 0 else { return nil }
        out.append(value)
        components = out
    }

    public var description: String { components.map(String.init).joined(separator: ".") }

    public static func < (a: Version, b: Version) -> Bool {
        let n = max(a.components.count, b.components.count)
        for i in 0..<n {
            let x = i < a.components.count ? a.components[i] : 0
            let y = i < b.components.count ? b.components[i] : 0
            if x != y { return x < y }
        }
        return false
    }

    public static func == (a: Version, b: Version) -> Bool { !(a < b) && !(b < a) }

    public func hash(into hasher: inout Hasher) {
        var c = components
        while c.last == 0 { c.removeLast() }
        hasher.combine(c)
    }
}

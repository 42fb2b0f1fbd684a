/// A dotted version such as `"4.2.1"`, compared component by component
/// (missing components count as 0, so `4.2 == 4.2.0`).
public struct Version: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    /// The numeric components, most significant first.
    public var components: [Int]

    public init(_ components: [Int]) { self.components = components }

    /// Parses `"4.2.1"`; nil unless every component is a non-negative integer.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.count <= 8 else { return nil }
        var out: [Int] = []
        for p in parts {
            guard !p.isEmpty, p.count <= 9, p.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(p) else { return nil }
            out.append(n)
        }
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

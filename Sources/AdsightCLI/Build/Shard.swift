import AdsightSite
import ArgumentParser

/// `--shard I/N`: the I-th of N parts of a build's inputs (1 ≤ I ≤ N). Each input goes to
/// one part by a stable hash of its path as given (XXH64 of its UTF-8, modulo N), so every
/// machine of a CI matrix splits the same inputs the same way, whatever order it lists them in.
public struct Shard: Sendable, Equatable, ExpressibleByArgument, CustomStringConvertible {
    /// 1-based.
    public let index: Int
    public let count: Int

    /// The whole input set (what an unsharded build is).
    public static let whole = Shard(index: 1, count: 1)

    public init(index: Int, count: Int) { self.index = index; self.count = count }

    /// Parses `I/N`; nil unless both are integers with 1 ≤ I ≤ N.
    public init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, i >= 1, i <= n,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) }) else { return nil }
        self.init(index: i, count: n)
    }

    public var description: String { "\(index)/\(count)" }

    /// Whether the input at `path` (as given) belongs to this part.
    public func holds(_ path: String) -> Bool {
        count == 1 || Int(Hash64.of(Array(path.utf8)) % UInt64(count)) + 1 == index
    }
}

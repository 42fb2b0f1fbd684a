/// A frame `[x, y, width, height]` in points, window coordinates for the current
/// interface orientation, origin top left.
public struct Rect: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The size of this rectangle.
    public var size: Size { Size(width: width, height: height) }

    /// The area shared with `other` (0 when they do not overlap).
    public func intersectionArea(_ other: Rect) -> Double {
        let w = min(x + width, other.x + other.width) - max(x, other.x)
        let h = min(y + height, other.y + other.height) - max(y, other.y)
        return (w > 0 && h > 0) ? w * h : 0
    }

    /// Whether the two rectangles share a positive area.
    public func overlaps(_ other: Rect) -> Bool { intersectionArea(other) > 0 }
}

/// A width and a height in points.
public struct Size: Sendable, Hashable, Codable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
}

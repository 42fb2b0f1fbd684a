import AdsightSession

/// The part of a frame that can be seen: inside the screen and outside every covering view,
/// the covering views' union counted once (overlapping views do not cover twice).
enum VisibleArea {
    /// The fraction (0...1) of `frame`'s area inside `screen` and not under any of `covers`.
    static func fraction(of frame: Rect, screen: Rect, covers: [Rect]) -> Double {
        fraction(of: frame, screen: screen) { clip in covers.compactMap { intersection($0, clip) } }
    }

    /// The same, `clipped` giving, for the frame's part inside the screen, the covers' parts
    /// inside that part (in order; none that share no area with it).
    static func fraction(of frame: Rect, screen: Rect, clipped: (Rect) -> [Rect]) -> Double {
        let area = frame.width * frame.height
        guard area > 0, let clip = intersection(frame, screen) else { return 0 }
        let seen = clip.width * clip.height - unionArea(clipped(clip))
        return max(0, min(1, seen / area))
    }

    /// The shared rectangle of `a` and `b`, nil when they share no positive area.
    static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
        let x0 = max(a.x, b.x), y0 = max(a.y, b.y)
        let x1 = min(a.x + a.width, b.x + b.width), y1 = min(a.y + a.height, b.y + b.height)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The area of the union of `rects`, by compressing the coordinates: each cell of the grid
    /// their edges make is counted once if any rectangle holds it (a few views: n³ is nothing).
    static func unionArea(_ rects: [Rect]) -> Double {
        switch rects.count {
        case 0: return 0
        case 1: return rects[0].width * rects[0].height
        default: break
        }
        let xs = Array(Set(rects.flatMap { [$0.x, $0.x + $0.width] })).sorted()
        let ys = Array(Set(rects.flatMap { [$0.y, $0.y + $0.height] })).sorted()
        var total = 0.0
        for i in 0..<(xs.count - 1) {
            let midX = (xs[i] + xs[i + 1]) / 2
            for j in 0..<(ys.count - 1) {
                let midY = (ys[j] + ys[j + 1]) / 2
                let held = rects.contains { midX > $0.x && midX < $0.x + $0.width && midY > $0.y && midY < $0.y + $0.height }
                if held { total += (xs[i + 1] - xs[i]) * (ys[j + 1] - ys[j]) }
            }
        }
        return total
    }
}

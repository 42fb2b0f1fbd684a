/// Places the labels of a frame diagram so none is drawn on top of another: each starts at
/// its item's top corner and moves down a line at a time (up to eight) until its box, as
/// estimated from its length, is clear of those placed before it.
struct FrameLabels {
    /// The font size in the drawing's units.
    let size: Double
    private var placed: [(x0: Double, x1: Double, y0: Double, y1: Double)] = []

    init(size: Double) { self.size = size }

    /// The baseline for a label of `chars` characters at `x` (its end when `end`) whose
    /// first line would sit at `top`.
    mutating func place(x: Double, top: Double, chars: Int, end: Bool) -> Double {
        let width = Double(chars) * size * 0.58, line = size * 1.25
        let x0 = end ? x - width : x, x1 = end ? x : x + width
        var chosen = top + size
        for k in 0..<9 {
            let y = top + size + Double(k) * line
            if !placed.contains(where: { $0.x0 < x1 && x0 < $0.x1 && $0.y0 < y + size * 0.3 && y - size < $0.y1 }) {
                chosen = y
                break
            }
        }
        placed.append((x0, x1, chosen - size, chosen + size * 0.3))
        return chosen
    }
}

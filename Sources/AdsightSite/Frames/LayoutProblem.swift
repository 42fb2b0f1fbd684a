/// Something wrong in a layout, as the frame diagram highlights it.
struct LayoutProblem: Sendable, Hashable {
    var message: String
}

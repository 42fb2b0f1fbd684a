/// An app view that overlaps an ad: drawn above it, or drawn below it (the ad covers it).
public struct ObscuringView: Sendable, Hashable {
    public enum Relation: String, Sendable, Hashable, Codable {
        /// The app view is drawn above the ad (higher `z`) and covers part of it.
        case above
        /// The ad is drawn above the app view (equal or lower `z` of the view) and covers part of it.
        case below
    }
    /// The app view's name (`view` of `view.frame`).
    public var view: String
    public var relation: Relation
    /// The overlapping area in square points.
    public var area: Double

    public init(view: String, relation: Relation, area: Double) {
        self.view = view; self.relation = relation; self.area = area
    }
}

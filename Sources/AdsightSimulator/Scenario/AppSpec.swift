import AdsightSession

/// The scenario's `app`: which app, its build settings, and its integration defects
/// (none: the correct integration of the seeds).
public struct AppSpec: Sendable, Hashable {
    public var kind: AppKind = .table
    public var name: String?
    public var version: String?
    public var deploymentTarget: Version?
    public var iAdLinkage: Linkage = .weak
    public var defects: [Defect] = []

    public init() {}

    /// Whether the integration has `defect`.
    public func has(_ defect: Defect) -> Bool { defects.contains(defect) }
}

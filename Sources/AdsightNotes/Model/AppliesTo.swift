/// What kind of ad a note is about (front matter `applies-to`).
public enum AppliesTo: String, Sendable, Hashable, CaseIterable {
    case banner
    case interstitial
    case both
    /// The session as a whole (model consistency, linkage, ...).
    case session
}

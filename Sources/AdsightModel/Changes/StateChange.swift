/// One state field that changed in a step: `banner-1.visible false → true`.
public struct StateChange: Sendable, Hashable, CustomStringConvertible {
    /// What changed: `app`, an ad name or `view:<name>` for an app view.
    public var subject: Subject
    /// The field, as rules name it (`visible`, `loaded`, `orientation`, ...).
    public var field: String
    public var old: StateValue
    public var new: StateValue

    public enum Subject: Sendable, Hashable {
        case app
        case ad(String)
        case view(String)
    }

    public init(subject: Subject, field: String, old: StateValue, new: StateValue) {
        self.subject = subject; self.field = field; self.old = old; self.new = new
    }

    /// `app.paused`, `banner-1.visible`, `view:content.frame`.
    public var path: String {
        switch subject {
        case .app: return "app." + field
        case .ad(let name): return name + "." + field
        case .view(let name): return "view:" + name + "." + field
        }
    }

    public var description: String { "\(path) \(old) → \(new)" }
}

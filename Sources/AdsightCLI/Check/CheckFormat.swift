import ArgumentParser

/// `check --format text|json|github|markdown`.
public enum CheckFormat: String, Sendable, CaseIterable, ExpressibleByArgument {
    case text
    case json
    /// GitHub Actions workflow commands: annotations on the session files' lines.
    case github
    /// GitHub-flavoured Markdown for a job summary or a pull-request comment.
    case markdown
}

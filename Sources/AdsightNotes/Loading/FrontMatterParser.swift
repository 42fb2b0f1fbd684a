import AdsightRules
import AdsightYAML
import Yams

/// Reads and validates a note's front matter with Yams, reporting every problem at its
/// line and column in the note file.
struct FrontMatterParser {
    let file: String
    /// The file line of the YAML's first line.
    let firstLine: Int

    func parse(_ yaml: String) throws(NoteError) -> FrontMatter {
        if let refusal = YAMLShape.check(yaml) {
            throw NoteError(file: file, line: firstLine + refusal.line - 1, column: refusal.column, message: "front matter \(refusal.message)")
        }
        let root: Node?
        do {
            // Tags are never read here (every value is taken as text), so no resolver rules:
            // the default resolver compiles seven regular expressions at first use.
            root = try Yams.compose(yaml: yaml, .basic)
        } catch let error as YamlError {
            throw yamlError(error)
        } catch {
            throw NoteError(file: file, line: firstLine, column: 1, message: "front matter: \(error)")
        }
        guard let root, let mapping = root.mapping else {
            throw NoteError(file: file, line: firstLine, column: 1, message: "the front matter must be a YAML mapping (id, title, severity, applies-to, source)")
        }
        var values: [String: Node] = [:]
        for (key, value) in mapping {
            guard let name = key.scalar?.string, FrontMatter.keys.contains(name) else {
                let known = FrontMatter.keys.sorted().joined(separator: ", ")
                throw error(at: key, "unknown front-matter key `\(key.scalar?.string ?? "?")` (known: \(known))")
            }
            guard values[name] == nil else { throw error(at: key, "duplicate front-matter key `\(name)`") }
            values[name] = value
        }
        let id = try requiredString("id", values)
        guard !id.isEmpty, id.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }) else {
            throw error(at: values["id"], "id `\(id)` must be lowercase letters, digits and `-`")
        }
        let title = try requiredString("title", values)
        let severityText = try requiredString("severity", values)
        guard let severity = Severity(rawValue: severityText) else {
            throw error(at: values["severity"], "severity `\(severityText)` is not one of error, warning, info")
        }
        var appliesTo = AppliesTo.both
        if let node = values["applies-to"] {
            let text = try string(node, key: "applies-to")
            guard let value = AppliesTo(rawValue: text) else {
                throw error(at: node, "applies-to `\(text)` is not one of banner, interstitial, both, session")
            }
            appliesTo = value
        }
        let sources = try values["source"].map(parseSources) ?? []
        return FrontMatter(id: id, title: title, severity: severity, appliesTo: appliesTo, sources: sources)
    }

    private func parseSources(_ node: Node) throws(NoteError) -> [NoteSource] {
        guard let sequence = node.sequence else { throw error(at: node, "source must be a list of {seed, section}") }
        var out: [NoteSource] = []
        for item in sequence {
            guard let mapping = item.mapping else { throw error(at: item, "each source is a mapping with seed and section") }
            var seed: String?
            var section: String?
            for (key, value) in mapping {
                switch key.scalar?.string {
                case "seed": seed = try string(value, key: "seed")
                case "section": section = try string(value, key: "section")
                default: throw error(at: key, "unknown source key `\(key.scalar?.string ?? "?")` (known: seed, section)")
                }
            }
            guard let seed, let section else { throw error(at: item, "a source needs both seed and section") }
            out.append(NoteSource(seed: seed, section: section))
        }
        return out
    }

    private func requiredString(_ key: String, _ values: [String: Node]) throws(NoteError) -> String {
        guard let node = values[key] else {
            throw NoteError(file: file, line: firstLine - 1, column: 1, message: "the front matter has no `\(key)`")
        }
        return try string(node, key: key)
    }

    private func string(_ node: Node, key: String) throws(NoteError) -> String {
        guard let scalar = node.scalar else { throw error(at: node, "`\(key)` must be a single value") }
        return scalar.string
    }

    private func error(at node: Node?, _ message: String) -> NoteError {
        let mark = node.flatMap(Self.mark)
        return NoteError(file: file, line: (mark?.line ?? 1) + firstLine - 1, column: mark?.column ?? 1, message: message)
    }

    private func yamlError(_ error: YamlError) -> NoteError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            var message = ((context.map { "\($0.text) " } ?? "") + problem)
            // A title such as `Banner: keep it visible` reads as a nested mapping to YAML.
            if problem.contains("mapping values are not allowed") { message += " (a value holding ': ' must be quoted: \"...\")" }
            return NoteError(file: file, line: mark.line + firstLine - 1, column: mark.column, message: "front matter: \(message)")
        default:
            return NoteError(file: file, line: firstLine, column: 1, message: "front matter: \(error)")
        }
    }

    private static func mark(_ node: Node) -> Mark? {
        switch node {
        case let .scalar(scalar): return scalar.mark
        case let .mapping(mapping): return mapping.mark
        case let .sequence(sequence): return sequence.mark
        }
    }
}

import Mustache

/// swift-mustache's parse errors said in words: its case names
/// (`sectionCloseNameIncorrect`) tell a user editing a template nothing.
enum TemplateSyntaxWords {
    static func say(_ error: any Error) -> String {
        guard let e = error as? MustacheTemplate.Error else { return "the template does not parse (\(error))" }
        switch e {
        case .sectionCloseNameIncorrect: return "a section is closed under another name than it was opened with ({{/x}} closes {{#x}} or {{^x}})"
        case .unfinishedName: return "a tag is not finished: a {{ without its }}, or a name Mustache does not accept"
        case .expectedSectionEnd: return "a section is never closed: {{#x}} or {{^x}} needs its {{/x}}"
        case .invalidSetDelimiter: return "a set-delimiter tag is malformed (write it as {{=<% %>=}})"
        case .transformAppliedToInheritanceSection: return "a transform cannot be applied to an inheritance section ({{<x}})"
        case .illegalTokenInsideInheritSection: return "only blocks ({{$x}}) may stand inside an inheritance section ({{<x}})"
        case .textInsideInheritSection: return "text stands inside an inheritance section ({{<x}}); only blocks ({{$x}}) may"
        case .invalidConfigVariableSyntax: return "a pragma tag is malformed (write it as {{% CONTENT_TYPE: HTML}})"
        case .unrecognisedConfigVariable: return "a pragma tag names a setting Mustache does not know (it knows CONTENT_TYPE)"
        }
    }
}

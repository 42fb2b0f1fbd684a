import AdsightJSON

/// An event's members read from the full parser's object, each problem reported with its
/// place (`PayloadFields`).
struct ObjectFields: PayloadFields {
    let p: FieldReader
    var ctx: LineContext

    mutating func isClass(_ expected: StaticString) -> Bool {
        let expected = expected.description
        guard let c = p.string("class", required: true, what: "\"\(expected)\"", &ctx) else { return false }
        guard c == expected else {
            if let v = p.value("class") { ctx.error(at: v, "\"class\" of \(p.owner) must be \"\(expected)\", found \(ctx.shown(v))") }
            return false
        }
        return true
    }

    mutating func frame() -> Rect? { p.frame("frame", required: true, &ctx) }
    mutating func z() -> Double?? { .some(p.number("z", required: false, &ctx)) }
    mutating func bool(_ field: EventField) -> Bool? { p.bool(field.key, required: true, &ctx) }
    mutating func text(_ field: EventField) -> String? { p.string(field.key, required: false, &ctx) }

    mutating func view() -> String? {
        p.string("view", required: true, what: "the app view's name, e.g. \"content\"", &ctx)
    }

    mutating func identifier() -> ContentSizeIdentifier? {
        p.string("identifier", required: true, what: "a content size identifier such as \"ADBannerContentSizeIdentifierPortrait\"", &ctx)
            .map { ContentSizeIdentifier($0) }
    }

    mutating func identifiers() -> [ContentSizeIdentifier]? {
        let what = "an array of content size identifier strings"
        guard let v = p.value("identifiers") else { p.missing("identifiers", what, &ctx); return nil }
        guard v.kind == .array else { p.wrongType("identifiers", v, what, &ctx); return nil }
        var out: [ContentSizeIdentifier] = []
        for e in v.elements {
            guard let s = e.string else {
                ctx.error(at: e, "\"identifiers\" must hold only strings, found \(ctx.shown(e))")
                return nil
            }
            out.append(ContentSizeIdentifier(s))
        }
        return out
    }

    mutating func orientation() -> Orientation? { p.oneOf("to", Orientation.allCases, required: true, &ctx) }

    mutating func duration() -> Double? {
        p.number("duration", required: true, what: "seconds, a number", nonNegative: true, &ctx)
    }

    mutating func adError() -> AdError? {
        guard let e = p.object("error", required: true, what: "{\"code\": \"ADErrorServerFailure\", \"message\": \"..\"}", &ctx) else { return nil }
        let code = e.string("code", required: true, what: "an error code string such as \"ADErrorServerFailure\"", &ctx)
        let message = e.string("message", required: false, &ctx)
        return code.map { AdError(code: $0, message: message) }
    }
}

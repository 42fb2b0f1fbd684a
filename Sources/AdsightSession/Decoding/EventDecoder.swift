import AdsightJSON

/// Decodes one event line (every non-blank line after the header).
enum EventDecoder {
    /// The decoded event with its `t`; nil when the line has an error (in `ctx.errors`).
    /// `unknownName` is set for an event name the format does not define.
    static func decode(_ root: JSONValue, _ ctx: inout LineContext) -> (event: Event?, t: Double?, tValue: JSONValue?, unknownName: String?) {
        let before = ctx.errors.count
        let r = FieldReader(object: root, owner: "the event", prefix: "")
        let tValue = root["t"]
        let t = r.number("t", required: true, what: "seconds since the session started, a number", nonNegative: true, &ctx)
        guard let nameValue = root["event"] else {
            r.missing("event", "what happened, e.g. \"bannerViewDidLoadAd:\"", &ctx)
            return (nil, t, tValue, nil)
        }
        guard let name = nameValue.string else {
            r.wrongType("event", nameValue, "an event name (a string)", &ctx)
            return (nil, t, tValue, nil)
        }
        let thread = r.string("thread", required: false, &ctx)
        let p = FieldReader(object: root, owner: "\"\(name)\"", prefix: "")
        let code = EventNames.code(of: name)
        let ad = p.string("ad", required: code.concernsAd, what: "the ad object's name, a string", &ctx)
        var kind = EventKind.unknown(name: name)
        if code != .unknown {
            var fields = ObjectFields(p: p, ctx: ctx)
            let decoded = EventPayload.decode(code, &fields)
            ctx = fields.ctx
            guard let decoded else { return (nil, t, tValue, nil) }
            kind = decoded
        }
        guard ctx.errors.count == before, let t else { return (nil, t, tValue, nil) }
        let event = Event(t: t, line: ctx.line, ad: ad, thread: thread, kind: kind)
        if case .unknown(let n) = kind { return (event, t, tValue, n) }
        return (event, t, tValue, nil)
    }
}

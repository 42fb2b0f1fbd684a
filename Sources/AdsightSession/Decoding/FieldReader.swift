import AdsightJSON

/// Typed access to the members of one JSON object, reporting missing fields at the
/// object and wrong types or values at the value. `owner` names the object in messages
/// (`the header`, `"setHidden:"`, `"device"`); `prefix` qualifies field names (`device.`).
struct FieldReader {
    let object: JSONValue
    let owner: String
    let prefix: String

    /// The first member named `key`.
    func value(_ key: String) -> JSONValue? { object[key] }

    func missing(_ key: String, _ what: String, _ ctx: inout LineContext) {
        ctx.error(at: object, "\(owner) is missing \"\(prefix)\(key)\" (\(what))")
    }

    func wrongType(_ key: String, _ value: JSONValue, _ expected: String, _ ctx: inout LineContext) {
        ctx.error(at: value, "\"\(prefix)\(key)\" must be \(expected), found \(value.kind == .string || value.kind == .number ? ctx.shown(value) : value.kind.article)")
    }

    func string(_ key: String, required: Bool, what: String = "a string", _ ctx: inout LineContext) -> String? {
        guard let v = value(key) else {
            if required { missing(key, what, &ctx) }
            return nil
        }
        guard let s = v.string else { wrongType(key, v, "a string", &ctx); return nil }
        return s
    }

    func bool(_ key: String, required: Bool, _ ctx: inout LineContext) -> Bool? {
        guard let v = value(key) else {
            if required { missing(key, "true or false", &ctx) }
            return nil
        }
        guard let b = v.bool else { wrongType(key, v, "true or false", &ctx); return nil }
        return b
    }

    /// A finite number (optionally non-negative).
    func number(_ key: String, required: Bool, what: String = "a number", nonNegative: Bool = false, _ ctx: inout LineContext) -> Double? {
        guard let v = value(key) else {
            if required { missing(key, what, &ctx) }
            return nil
        }
        guard let d = v.double else { wrongType(key, v, "a number", &ctx); return nil }
        guard d.isFinite else { wrongType(key, v, "a finite number", &ctx); return nil }
        if nonNegative && d < 0 {
            ctx.error(at: v, "\"\(prefix)\(key)\" must not be negative, found \(ctx.shown(v))")
            return nil
        }
        return d
    }

    /// One of a fixed set of strings.
    func oneOf<T: RawRepresentable>(_ key: String, _ cases: [T], required: Bool, _ ctx: inout LineContext) -> T?
    where T.RawValue == String {
        // The list of allowed values is spelled out only for a message.
        func allowed() -> String { LineContext.list(cases.map(\.rawValue)) }
        guard let v = value(key) else {
            if required { missing(key, allowed(), &ctx) }
            return nil
        }
        guard let s = v.string else { wrongType(key, v, allowed(), &ctx); return nil }
        guard let t = T(rawValue: s) else {
            ctx.error(at: v, "\"\(prefix)\(key)\" must be \(allowed()), found \(ctx.shown(v))")
            return nil
        }
        return t
    }

    /// A frame `[x, y, width, height]` of finite numbers, width and height not negative.
    func frame(_ key: String, required: Bool, _ ctx: inout LineContext) -> Rect? {
        let what = "a frame [x, y, width, height]"
        guard let v = value(key) else {
            if required { missing(key, what, &ctx) }
            return nil
        }
        guard v.kind == .array else { wrongType(key, v, what, &ctx); return nil }
        guard v.count == 4 else {
            ctx.error(at: v, "\"\(prefix)\(key)\" must be \(what), found an array of \(v.count) \(v.count == 1 ? "element" : "elements")")
            return nil
        }
        var n: [Double] = []
        n.reserveCapacity(4)
        for e in v.elements {
            guard let d = e.double, d.isFinite else {
                ctx.error(at: e, "\"\(prefix)\(key)\" must hold four finite numbers [x, y, width, height], found \(ctx.shown(e))")
                return nil
            }
            n.append(d)
        }
        guard n[2] >= 0, n[3] >= 0 else {
            ctx.error(at: v, "\"\(prefix)\(key)\" must not have a negative width or height")
            return nil
        }
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// A nested object, read with its own reader.
    func object(_ key: String, required: Bool, what: String, _ ctx: inout LineContext) -> FieldReader? {
        guard let v = value(key) else {
            if required { missing(key, what, &ctx) }
            return nil
        }
        guard v.kind == .object else { wrongType(key, v, "an object (\(what))", &ctx); return nil }
        return FieldReader(object: v, owner: "\"\(prefix)\(key)\"", prefix: "\(prefix)\(key).")
    }
}

/// An event's members as the fast scanner found them in one line (`PayloadFields`): nil,
/// reporting nothing, for anything the full parser must look at. Lent for one event by
/// `EventLineBuilder` (the pointers are valid only during that call).
struct LineFields: PayloadFields {
    let f: UnsafePointer<EventLineFields>
    let p: UnsafePointer<UInt8>
    let names: UnsafeMutablePointer<NameTable>

    func span(_ s: ByteSpan) -> ByteText { ByteText(base: p + s.start, count: s.end - s.start) }

    mutating func isClass(_ expected: StaticString) -> Bool { f.pointee.has(.cls) && span(f.pointee.cls).equals(expected) }

    mutating func frame() -> Rect? {
        guard f.pointee.has(.frame) else { return nil }
        let r = f.pointee.frame
        guard r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite, r.width >= 0, r.height >= 0 else { return nil }
        return r
    }

    mutating func z() -> Double?? { !f.pointee.has(.z) ? .some(nil) : (f.pointee.z.isFinite ? .some(f.pointee.z) : nil) }

    mutating func bool(_ field: EventField) -> Bool? { f.pointee.has(field) ? f.pointee.isTrue(field) : nil }

    mutating func text(_ field: EventField) -> String? {
        guard f.pointee.has(field) else { return nil }
        switch field {
        case .what: return span(f.pointee.what).string
        case .from: return span(f.pointee.from).string
        case .to: return span(f.pointee.to).string
        case .reason: return span(f.pointee.reason).string
        case .message: return span(f.pointee.message).string
        default: return nil
        }
    }

    mutating func view() -> String? { f.pointee.has(.view) ? names.pointee.string(span(f.pointee.view)) : nil }

    mutating func identifier() -> ContentSizeIdentifier? {
        f.pointee.has(.identifier) ? KnownText.contentSizeIdentifier(span(f.pointee.identifier)) : nil
    }

    mutating func identifiers() -> [ContentSizeIdentifier]? {
        f.pointee.has(.identifiers) ? EventLineScanner.identifiers(in: f.pointee.identifiers, p) : nil
    }

    mutating func orientation() -> Orientation? { f.pointee.has(.to) ? KnownText.orientation(span(f.pointee.to)) : nil }

    mutating func duration() -> Double? {
        f.pointee.has(.duration) && f.pointee.duration.isFinite && f.pointee.duration >= 0 ? f.pointee.duration : nil
    }

    mutating func adError() -> AdError? {
        guard f.pointee.has(.error) else { return nil }
        let message: String? = f.pointee.hasErrorMessage ? span(f.pointee.errorMessage).string : nil
        return AdError(code: KnownText.errorCode(span(f.pointee.errorCode)), message: message)
    }
}

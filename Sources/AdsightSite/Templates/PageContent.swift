/// What a page is rendered from: a template's name and the values it reads. The page's
/// bytes are a function of these and the template library, so two contents with the same
/// `digest`, rendered with the same library, give the same page (a rebuild links a closing
/// page whose content did not change instead of rendering it).
struct PageContent {
    let template: String
    let value: TemplateValue
    /// Bytes to reserve for the page.
    let capacity: Int

    func render(_ t: SiteTemplates) -> [UInt8] { t.render(template, value, capacity: capacity) }

    /// A hash of the template's name and every value, fields in name order.
    var digest: UInt64 {
        var h = Hash64()
        h.update(template)
        value.digest(into: &h)
        return h.finish()
    }
}

extension TemplateValue {
    /// Adds the value to `h`, each kind tagged and each part length-prefixed, so different
    /// values hash differently (fields in name order: dictionaries have no stable order).
    func digest(into h: inout Hash64) {
        switch self {
        case .text(let s): h.update(1); h.update(s)
        case .number(let n): h.update(2); h.update(UInt64(bitPattern: Int64(n)))
        case .flag(let b): h.update(3); h.update(b ? 1 : 0)
        case .markup(let m): h.update(4); h.update(UInt64(m.count)); m.withBytes { h.update(UnsafeRawBufferPointer($0)) }
        case .list(let items):
            h.update(5); h.update(UInt64(items.count))
            for item in items { item.digest(into: &h) }
        case .fields(let d):
            h.update(6); h.update(UInt64(d.count))
            for key in d.keys.sorted() { h.update(key); d[key]!.digest(into: &h) }
        case .table(let t): h.update(7); t.digest(into: &h)
        case .row(let t, let r): h.update(8); h.update(UInt64(r)); t.digest(into: &h)
        case .cell(let t, let i): h.update(9); h.update(t.text(ofCell: i))
        }
    }
}

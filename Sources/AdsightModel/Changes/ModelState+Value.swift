import AdsightSession

extension ModelState {
    /// The value of a named field: `app.paused`, `banner-1.visible`, `view:content.frame`
    /// (the paths of `StateChange`). nil for an unknown subject or field.
    public func value(at path: String) -> StateValue? {
        guard let dot = path.lastIndex(of: ".") else { return nil }
        let subject = path[..<dot], field = String(path[path.index(after: dot)...])
        let fields: [(String, StateValue)]
        if subject == "app" {
            fields = StateFields.app(app)
        } else if subject.hasPrefix("view:") {
            guard let v = app.view(named: String(subject.dropFirst(5))) else { return nil }
            fields = StateFields.view(v)
        } else {
            guard let ad = self[ad: String(subject)] else { return nil }
            fields = StateFields.ad(ad)
        }
        return fields.first { $0.0 == field }?.1
    }
}

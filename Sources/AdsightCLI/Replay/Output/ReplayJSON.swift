import AdsightModel
import AdsightJSON
import AdsightSession

/// `adsight replay --format json`: one document with the session, every step (t, lines,
/// events, changes, findings), all findings, and the final state.
enum ReplayJSON {
    static func render(_ session: Session, _ result: ReplayResult) -> String {
        var w = JSONWriter(style: .pretty)
        let h = session.header
        w.beginObject()
        w.key("session"); w.beginObject()
        w.key("id"); w.string(h.id)
        w.key("device"); w.string(h.device.family.rawValue)
        w.key("os"); w.string(h.os.description)
        w.key("orientation"); w.string(h.orientation.rawValue)
        w.endObject()
        w.key("steps"); w.beginArray()
        var meter = ExposureMeter(header: h, reportingChanges: true)
        for step in result.steps {
            meter.observe(step)
            writeStep(step, exposureChanges: meter.changes, &w)
        }
        w.endArray()
        w.key("findings"); w.beginArray()
        for f in result.findings { writeFinding(f, &w) }
        w.endArray()
        w.key("final"); writeState(result.final, &w)
        w.key("exposure"); writeExposure(meter.finish(), &w)
        w.endObject()
        return w.text + "\n"
    }

    /// Each ad object's exposure as `check --format json` gives it (session-format.md, "Exposure").
    static func writeExposure(_ exposure: [AdExposure], _ w: inout JSONWriter) {
        w.beginArray()
        for e in exposure {
            w.beginObject()
            w.key("ad"); w.string(e.ad)
            w.key("kind"); w.string(e.kind.rawValue)
            w.key("served"); w.int(e.served)
            w.key("viewableImpressions"); w.int(e.viewableImpressions)
            w.key("seconds"); w.beginObject()
            for b in ExposureBucket.allCases { w.key(b.rawValue); w.number(e.seconds(b)) }
            w.endObject()
            w.key("hiddenBy"); w.beginObject()
            for r in HiddenReason.allCases { w.key(r.rawValue); w.number(e.hiddenSeconds(r)) }
            w.endObject()
            w.endObject()
        }
        w.endArray()
    }

    static func writeStep(_ step: Step, exposureChanges: [StateChange] = [], _ w: inout JSONWriter) {
        w.beginObject()
        w.key("t"); w.number(step.t)
        w.key("lines"); w.beginArray(); for l in step.lines { w.int(l) }; w.endArray()
        w.key("events"); w.beginArray()
        for e in step.events {
            w.beginObject()
            w.key("line"); w.int(e.line)
            w.key("event"); w.string(e.name)
            if let ad = e.ad { w.key("ad"); w.string(ad) }
            w.key("text"); w.string(EventText.describe(e))
            w.endObject()
        }
        w.endArray()
        w.key("changes"); w.beginArray()
        for c in step.changes + exposureChanges {
            w.beginObject()
            w.key("path"); w.string(c.path)
            w.key("old"); writeValue(c.old, &w)
            w.key("new"); writeValue(c.new, &w)
            w.endObject()
        }
        w.endArray()
        w.key("findings"); w.beginArray(); for f in step.findings { writeFinding(f, &w) }; w.endArray()
        w.endObject()
    }

    static func writeFinding(_ f: ConsistencyFinding, _ w: inout JSONWriter) {
        w.beginObject()
        w.key("rule"); w.string(ConsistencyFinding.ruleID)
        w.key("t"); w.number(f.t)
        w.key("line"); w.int(f.line)
        if let ad = f.ad { w.key("ad"); w.string(ad) }
        w.key("message"); w.string(f.message)
        w.endObject()
    }

    static func writeState(_ s: ModelState, _ w: inout JSONWriter) {
        w.beginObject()
        w.key("t"); w.number(s.t)
        w.key("app"); writeFields(StateFields.app(s.app), &w)
        w.key("views"); w.beginObject()
        for v in s.app.views { w.key(v.name); writeFields(StateFields.view(v), &w) }
        w.endObject()
        w.key("ads"); w.beginArray()
        for ad in s.ads {
            writeFields([("name", .text(ad.name))] + StateFields.ad(ad), &w)
        }
        w.endArray()
        w.endObject()
    }

    static func writeFields(_ fields: [(String, StateValue)], _ w: inout JSONWriter) {
        w.beginObject()
        for (k, v) in fields { w.key(k); writeValue(v, &w) }
        w.endObject()
    }

    static func writeValue(_ v: StateValue, _ w: inout JSONWriter) {
        switch v {
        case .absent: w.null()
        case .bool(let b): w.bool(b)
        case .number(let d): w.number(d)
        case .text(let s): w.string(s)
        case .rect(let r):
            w.beginArray(); for d in [r.x, r.y, r.width, r.height] { w.number(d) }; w.endArray()
        case .list(let l):
            w.beginArray(); for s in l { w.string(s) }; w.endArray()
        }
    }
}

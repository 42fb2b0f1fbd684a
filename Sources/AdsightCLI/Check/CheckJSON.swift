import AdsightJSON
import AdsightRules
import AdsightSession

/// The `check --format json` document (also the site's `summary.json`), as `cli.md`
/// fixes it: `{"sessions": [{id, file, valid, errors, results}]}` plus `warnings` per
/// session and `ad` per evidence when known. Deterministic: reports in the order given,
/// results in their (catalogue) order, 2-space indentation, ends with a newline.
public enum CheckJSON {
    public static func document(_ reports: [SessionReport]) -> String {
        var w = JSONWriter(style: .pretty)
        w.beginObject()
        w.key("sessions")
        w.beginArray()
        for report in reports { write(report, to: &w) }
        w.endArray()
        w.endObject()
        return w.text + "\n"
    }

    private static func write(_ report: SessionReport, to w: inout JSONWriter) {
        w.beginObject()
        w.key("id"); w.string(report.id)
        w.key("file"); w.string(report.file)
        w.key("valid"); w.bool(report.valid)
        w.key("errors"); write(report.errors, to: &w)
        w.key("warnings"); write(report.warnings, to: &w)
        w.key("results")
        w.beginArray()
        for result in report.results { write(result, to: &w) }
        w.endArray()
        w.endObject()
    }

    private static func write(_ diagnostics: [SessionDiagnostic], to w: inout JSONWriter) {
        w.beginArray()
        for diagnostic in diagnostics {
            w.beginObject()
            w.key("line"); w.int(diagnostic.line)
            w.key("column"); w.int(diagnostic.column)
            w.key("message"); w.string(diagnostic.message)
            w.endObject()
        }
        w.endArray()
    }

    private static func write(_ result: RuleResult, to w: inout JSONWriter) {
        w.beginObject()
        w.key("rule"); w.string(result.rule)
        w.key("severity"); w.string(result.severity.rawValue)
        w.key("status"); w.string(result.status.rawValue)
        w.key("evidence")
        w.beginArray()
        for evidence in result.evidence {
            w.beginObject()
            w.key("t"); w.number(evidence.t)
            w.key("line"); w.int(evidence.line)
            w.key("message"); w.string(evidence.message)
            if let ad = evidence.ad { w.key("ad"); w.string(ad) }
            w.endObject()
        }
        w.endArray()
        w.endObject()
    }
}

import AdsightSession
import Testing
@testable import AdsightModel

/// `view.frame` finds its view by name in place (the same text's bits first, else the
/// strings compared): equal names held in other storage, or spelled as canonically
/// equivalent text, name the same view; other names add one.
@Suite struct AppViewNameTests {
    /// A text made at run time, long enough to live on the heap (each call: new storage).
    static func heap(_ s: String) -> String { s + String(repeating: "-", count: 20) + [""].joined() }

    static let rows: [(String, [String], Int)] = [
        ("one heap name, two storages", [heap("cover"), heap("cover")], 1),
        ("small names", ["v", "v", "w"], 2),
        ("canonically equivalent", ["caf\u{E9}", "cafe\u{301}"], 1),
        ("names sharing a prefix", [heap("cover"), heap("covers"), heap("cover")], 2),
    ]

    @Test(arguments: rows)
    func viewsAreFoundByName(_ name: String, _ names: [String], _ views: Int) {
        let events = names.enumerated().map { k, view in
            E(Double(k), nil, .viewFrame(view: view, frame: F.r(0, Double(k), 10, 10), z: nil))
        }
        let result = SessionBuilder.replay(.iPhone, events)
        #expect(result.final.app.views.count == views, "\(name)")
        // The last event's view has its frame.
        #expect(result.final.app.views.contains { $0.name == names.last! && $0.frame == F.r(0, Double(names.count - 1), 10, 10) })
    }
}

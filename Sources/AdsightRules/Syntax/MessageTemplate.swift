import AdsightModel
import AdsightSession

/// A `report "..."` message with its placeholders resolved to the vocabulary.
struct MessageTemplate: Sendable {
    enum Placeholder: Sendable {
        case ad, event, t, line, count
        /// When the missed obligation fell due (`after ... expect`, `at least`).
        case deadline
        /// A name that may be an event field, a state and/or a header fact (first found wins).
        case named(field: EventField?, state: StateName?, header: HeaderFact?)
    }
    enum Part: Sendable {
        case text(String)
        case placeholder(Placeholder)
    }
    var parts: [Part]

    /// Resolves every placeholder of `literal`; unknown names are errors at their position,
    /// and so is a name that is only an event field when `events` (the events a breach's
    /// message reads, nil for any event) holds none that carries it: it could only print none.
    /// `{deadline}` needs a pattern whose breach is a missed deadline (`hasDeadline`).
    init(_ literal: StringLiteral, adStates: Bool, events: EventSet? = nil, hasDeadline: Bool = false) throws(RuleParseError) {
        var out: [Part] = []
        for part in literal.parts {
            switch part {
            case .text(let s): out.append(.text(s))
            case .placeholder(let name, let p):
                switch name {
                case "ad": out.append(.placeholder(.ad))
                case "event": out.append(.placeholder(.event))
                case "t": out.append(.placeholder(.t))
                case "line": out.append(.placeholder(.line))
                case "count": out.append(.placeholder(.count))
                case "deadline":
                    guard hasDeadline else {
                        throw RuleParseError(p, "'{deadline}' is when a missed 'after ... expect' or 'at least' fell due; this rule has none")
                    }
                    out.append(.placeholder(.deadline))
                default:
                    let field = EventField.byName[name]
                    var state = StateName.byName[name]
                    if let s = state, s.isAdState, !adStates {
                        if field == nil { throw RuleParseError(p, "'{\(name)}' is ad state; it needs a 'for each' rule") }
                        state = nil
                    }
                    if let s = state, s.isExposure {  // read with the meter's help, which a breach does not keep
                        if field == nil { throw RuleParseError(p, "'{\(name)}' is an exposure state; a message cannot show it") }
                        state = nil
                    }
                    let header = HeaderFact.byName[name]
                    guard field != nil || state != nil || header != nil else {
                        throw RuleParseError(p, "unknown placeholder '{\(name)}'")
                    }
                    if let field, state == nil, header == nil, let events, field.events.bits & events.bits == 0 {
                        throw RuleParseError(p, "'{\(name)}' is a field \(EventSetText.describe(events)) never carries; it would print none")
                    }
                    out.append(.placeholder(.named(field: field, state: state, header: header)))
                }
            }
        }
        parts = out
    }

    /// The message for one breach.
    func render(_ c: MessageContext) -> String {
        var s = ""
        for part in parts {
            switch part {
            case .text(let t): s += t
            case .placeholder(let p): s += value(p, c).text
            }
        }
        return s
    }

    private func value(_ p: Placeholder, _ c: MessageContext) -> Value {
        switch p {
        case .ad: return (c.event?.ad ?? c.trigger?.ad ?? c.ad?.name).map(Value.string) ?? .null
        case .event: return (c.event ?? c.trigger).map { .string($0.name) } ?? .null
        case .t: return .number(c.t)
        case .line: return .number(Double(c.line))
        case .count: return c.count.map { .number(Double($0)) } ?? .null
        case .deadline: return c.deadline.map(Value.number) ?? .null
        case .named(let field, let state, let header):
            if let field {
                for e in [c.event, c.trigger].compactMap({ $0 }) where field.events.contains(EventVocabulary.index(of: e.kind)) {
                    let v = field.read(e, inconsistency: e == c.event ? c.inconsistency : nil)
                    if v != .null || (state == nil && header == nil) { return v }
                }
            }
            if let state, let s = c.state { return state.read(s, c.ad) }
            if let header { return header.read(c.header) }
            return .null
        }
    }
}

/// What a message can print about one breach.
struct MessageContext {
    var header: SessionHeader
    var state: ModelState?
    var ad: AdState?
    var event: Event?
    var inconsistency: String?
    var trigger: Event?
    var count: Int?
    var t: Double
    var line: Int
    /// When the obligation the breach missed fell due, for patterns that have one.
    var deadline: Double? = nil
}

import Foundation
@testable import AdsightSession

/// Event lines for comparing the fast paths with the full decoder: every kind written by
/// the encoder with varied values and layouts, number spellings, and random byte
/// mutations of each (most of them invalid in some way).
enum GeneratedLines {
    static let numbers = ["0", "-0", "1", "0.5", "12.250", "1e2", "1E-2", "2.5e+1", "-3", "123456789012345678901",
                          "0.1234567890123456789", "1e400", "-1e400", "00", "1.", ".5", "-", "1e", "4.2.1"]
    static let texts = ["ad-1", "main", "bg", "", "a b", "ADBannerContentSizeIdentifierPortrait", "ADErrorServerFailure",
                        "portrait", "landscapeLeft", "caf\u{E9}", "tab\there", "q\"uote", "NUL\u{0}"]
    static let interesting: [UInt8] = Array("\"\\{}[],: 0-e.\t\rntf".utf8) + [0, 0xC3, 0x80, 0xFF, 0x7F]

    /// An event of every kind, each with a few `t`, `ad` and `thread` values.
    static func events(_ g: inout SeededBytes) -> [Event] {
        var out: [Event] = []
        for kind in expectedKinds {
            for _ in 0..<3 {
                let t = g.pick([0, 0.5, 3.25, 1e-7, 123456.789, 1e300])
                let ad: String? = g.below(4) == 0 ? nil : g.pick(texts)
                let thread: String? = g.below(3) == 0 ? g.pick(texts) : nil
                out.append(Event(t: t, line: 1, ad: ad, thread: thread, kind: kind))
            }
        }
        return out
    }

    /// Canonical lines, compact and widely spaced variants, the members in other orders
    /// (reversed, `t` last), and numbers respelled.
    static func lines(seed: UInt64) -> [String] {
        var g = SeededBytes(seed: seed)
        var out: [String] = []
        for e in events(&g) {
            let line = SessionEncoder.eventLine(e)
            out.append(line)
            out.append(line.replacingOccurrences(of: "\": ", with: "\":").replacingOccurrences(of: ", \"", with: ",\""))
            out.append(" \t" + line.replacingOccurrences(of: ": ", with: " :\t ") + " \r")
            out.append(line.replacingOccurrences(of: "[0, ", with: "[\(g.pick(numbers)), "))
            let members = topLevelMembers(line)
            out.append("{" + members.reversed().joined(separator: ",") + "}")
            out.append("{ " + (members.dropFirst() + members.prefix(1)).joined(separator: " ,  ") + " }")
        }
        for n in numbers {
            out.append(#"{"t": \#(n), "event": "app.pause"}"#)
            out.append(#"{"t": 1, "event": "setFrame:", "ad": "b", "frame": [\#(n), 0, 1, \#(n)], "z": \#(n)}"#)
            out.append(#"{"t": 1, "event": "willRotateToInterfaceOrientation:duration:", "to": "portrait", "duration": \#(n)}"#)
        }
        return out
    }

    /// The `"key": value` members of a flat-or-nested object line, as written.
    static func topLevelMembers(_ line: String) -> [String] {
        var members: [String] = [], current = "", depth = 0, inString = false, escaped = false
        for ch in line.dropFirst().dropLast() {
            if inString {
                if escaped { escaped = false } else if ch == "\\" { escaped = true } else if ch == "\"" { inString = false }
            } else if ch == "\"" {
                inString = true
            } else if ch == "[" || ch == "{" {
                depth += 1
            } else if ch == "]" || ch == "}" {
                depth -= 1
            } else if ch == ",", depth == 0 {
                members.append(current.trimmingCharacters(in: .whitespaces)); current = ""; continue
            }
            current.append(ch)
        }
        return members + [current.trimmingCharacters(in: .whitespaces)]
    }

    /// `count` random one-to-three-byte mutations of `line`.
    static func mutations(of line: String, count: Int, _ g: inout SeededBytes) -> [[UInt8]] {
        let bytes = Array(line.utf8)
        var out: [[UInt8]] = []
        for _ in 0..<count {
            var b = bytes
            for _ in 0..<(1 + g.below(3)) where !b.isEmpty {
                let at = g.below(b.count)
                switch g.below(4) {
                case 0: b.remove(at: at)
                case 1: b.insert(g.pick(interesting), at: at)
                case 2: b[at] = g.pick(interesting)
                default: b.insert(b[at], at: at)
                }
            }
            out.append(b)
        }
        return out
    }
}

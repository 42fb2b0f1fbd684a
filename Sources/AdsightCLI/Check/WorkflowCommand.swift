/// One GitHub Actions workflow command (`::error file=F,line=L,title=T::MESSAGE`), escaped
/// as the runner unescapes: `%`, CR and LF in the message; also `:` and `,` in properties.
struct WorkflowCommand {
    var command: String
    var properties: [(String, String)]
    var message: String

    var text: String {
        let props = properties.map { "\($0.0)=\(Self.escape($0.1, property: true))" }.joined(separator: ",")
        return "::\(command)\(props.isEmpty ? "" : " " + props)::\(Self.escape(message, property: false))"
    }

    static func escape(_ text: String, property: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for ch in text.unicodeScalars {
            switch ch {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where property: out += "%3A"
            case "," where property: out += "%2C"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }
}

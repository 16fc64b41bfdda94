/// Text made safe for an HTML page: element content and attribute values alike.
enum HTMLText {
    /// `&`, `<`, `>`, `"` and `'` as character references.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    /// A page's area for a spec id: its first path component (`gestures/pan` → `gestures`), or `other`.
    static func area(_ spec: String) -> String {
        let first = spec.split(separator: "/").first.map(String.init) ?? ""
        return spec.contains("/") && !first.isEmpty ? first : "other"
    }

    /// The status as a CSS class name (`n/a` → `s-na`).
    static func statusClass(_ status: ConformanceResult.Status) -> String {
        status == .notApplicable ? "s-na" : "s-\(status.rawValue)"
    }
}

/// A type's inheritance clause written one entry per line, as formatters wrap a long one:
///
/// ```swift
/// public final class MapCoordinator:
///   NSObject,
///   NMFMapViewCameraDelegate,
///   NMFMapViewTouchDelegate {
/// ```
///
/// The port gives a header the target's protocols and drops the source's on the header's line; an entry on a
/// line of its own would be taken for a statement and commented out (the superclass with it). So a wrapped clause
/// that names one of the source style's delegate protocols is joined onto the header's line first.
enum InheritanceClauses {
    /// `text` with each such header on one line.
    static func joined(_ text: String, source: PortingStyle) -> String {
        // Only a file with a header line that ends at its colon can hold one.
        let wraps = text.lines().contains { (line: Substring) in
            guard line.last(where: { $0 != " " && $0 != "\t" && $0 != "\r" }) == ":" else { return false }
            let code = String(line)
            return TypeHeader.keywords.contains { code.containsText($0 + " ") }
        }
        guard wraps else { return text }
        let protocols = CallbackEvent.conformances(of: source)
        let tokens = SwiftTokenizer(text).tokenize()
        var output = ""
        var copied = 0
        var lineStart = true
        for index in tokens.indices {
            let token = tokens[index]
            defer { if token.kind == .newline { lineStart = true } else if !token.isTrivia { lineStart = false } }
            guard lineStart, !token.isTrivia, index >= copied, let header = TypeHeader(tokens, at: index),
                let colon = header.colon, tokens[colon..<header.brace].contains(where: { $0.kind == .newline }),
                !tokens[colon..<header.brace].contains(where: { $0.kind == .comment || $0.text == "where" }),
                tokens[colon..<header.brace].contains(where: { protocols.contains($0.text) })
            else { continue }
            // Each run of spaces and line breaks becomes one space; none before a comma.
            var entries = ""
            for entry in tokens[(colon + 1)..<header.brace] {
                if entry.isTrivia {
                    if !entries.isEmpty, entries.last != " " { entries += " " }
                } else {
                    if entry.text == ",", entries.last == " " { entries.removeLast() }
                    entries += entry.text
                }
            }
            output += tokens[copied...colon].map(\.text).joined() + " " + entries.trimming(" ") + " {"
            copied = header.brace + 1
        }
        guard copied > 0 else { return text }
        return output + tokens[copied...].map(\.text).joined()
    }
}

import MapCompatPorting
import MapCompatSyntax

// libFuzzer entry point for the porter: bytes become Swift source in one of the four vendor styles, ported to
// each of the three others and each port ported back (which reads the `// PORT(style):` lines it wrote).
// Nothing may trap and every port must finish: the porter is meant to take any text in time linear in its
// length (libFuzzer's `-timeout` reports a port that does not). No port may lose a line of a comment or of a
// string literal's text: the porter never rewrites them, and a statement it comments out keeps them, line by
// line, in its comment. The seeds are the porting corpus screens, each behind the byte of its style.
//
// Input layout: byte 0 picks the source style (`% 4`, in `PortingStyle.allCases` order: naver, maplibre,
// tomtom, rm); the rest is the source, decoded as UTF-8 with invalid bytes replaced.

private let styles = PortingStyle.allCases

/// The lines of `text`'s comments and of its string literals' text (interpolated code left out, since it is
/// code), without their indentation. The pin image a port names where its source named none is the porter's, and
/// so are its own notes (`// PORT: …`, `// PORT(style): …`), which a port reads as an earlier port's and rewrites.
private func literalLines(_ text: String) -> [String] {
    let segments = SyntaxTree(parsing: text).root.syntax.tokens.filter { $0.kind == .stringSegment }.map(\.text)
    let comments = SwiftTokenizer(text).tokenize().filter { $0.kind == .comment && !$0.text.hasPrefix("// PORT") }
        .map(\.text)
    return (segments.filter { $0 != "marker_pin" } + comments).flatMap { $0.split(separator: "\n") }
        .map { String($0.drop { $0 == " " || $0 == "\t" }) }.filter { !$0.isEmpty }
}

/// libFuzzer entry point: runs one input as described at the top of the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPorting(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes, count > 0 else { return 0 }
    let buffer = UnsafeBufferPointer(start: bytes, count: count)
    let source = styles[Int(buffer[0]) % styles.count]
    let text = String(decoding: buffer.dropFirst(), as: UTF8.self)
    let literals = literalLines(text)
    for target in styles where target != source {
        let ported = Porter(from: source, to: target).port(text, file: "fuzz.swift")
        for line in literals where !ported.output.contains(line) {
            fatalError("the port to \(target) lost the literal or comment line \(line.debugDescription)")
        }
        let back = Porter(from: target, to: source).port(ported.output, file: "fuzz.swift")
        // Every change names a line of the output it was written to (line 1 for whole-file reshaping).
        let lines = ported.output.count { $0 == "\n" } + 1
        for change in ported.changes + back.changes where change.line < 1 {
            fatalError("a change on line \(change.line) of a \(lines)-line port: \(change)")
        }
    }
    return 0
}

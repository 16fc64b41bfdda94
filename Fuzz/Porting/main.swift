import MapCompatPorting

// libFuzzer entry point for the porter: bytes become Swift source in one of the four vendor styles, ported to
// each of the three others and each port ported back (which reads the `// PORT(style):` lines it wrote).
// Nothing may trap and every port must finish: the porter is meant to take any text in time linear in its
// length (libFuzzer's `-timeout` reports a port that does not). The seeds are the porting corpus screens, each
// behind the byte of its style.
//
// Input layout: byte 0 picks the source style (`% 4`, in `PortingStyle.allCases` order: naver, maplibre,
// tomtom, rm); the rest is the source, decoded as UTF-8 with invalid bytes replaced.

private let styles = PortingStyle.allCases

/// libFuzzer entry point: runs one input as described at the top of the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPorting(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes, count > 0 else { return 0 }
    let buffer = UnsafeBufferPointer(start: bytes, count: count)
    let source = styles[Int(buffer[0]) % styles.count]
    let text = String(decoding: buffer.dropFirst(), as: UTF8.self)
    for target in styles where target != source {
        let ported = Porter(from: source, to: target).port(text, file: "fuzz.swift")
        let back = Porter(from: target, to: source).port(ported.output, file: "fuzz.swift")
        // Every change names a line of the output it was written to (line 1 for whole-file reshaping).
        let lines = ported.output.count { $0 == "\n" } + 1
        for change in ported.changes + back.changes where change.line < 1 {
            fatalError("a change on line \(change.line) of a \(lines)-line port: \(change)")
        }
    }
    return 0
}

import Foundation
import MapCompatConformance

/// libFuzzer entry point: any bytes given to the spec loader give a spec or an error with at least one
/// problem, never a trap, a hang or an error without a reason.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpecLoader(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    let file = SpecLoader().decode(data, file: "fuzz.json", defaultID: "fuzz")
    switch file.result {
    case .success:
        break
    case .failure(let error):
        if error.problems.isEmpty { fail("an error without problems") }
        for problem in error.problems where problem.message.isEmpty { fail("a problem without a message") }
        if error.description.isEmpty { fail("an error that prints as nothing") }
    }
    return 0
}

/// Reports a broken invariant the way libFuzzer records a crash.
private func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("fuzz-spec-loader: \(message)\n".utf8))
    abort()
}

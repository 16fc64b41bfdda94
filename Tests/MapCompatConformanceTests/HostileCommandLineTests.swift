import Foundation
import Testing

/// `mapcompat conformance` on a folder of hostile specs, run as a user would run it: every file is an error,
/// the tool exits 1, and it neither crashes nor hangs (a watchdog stops it after a minute).
struct HostileCommandLineTests {
    @Test(arguments: [1, 2])
    func aFolderOfHostileSpecsIsReportedFileByFileAndExitsOne(jobs: Int) throws {
        let binary = try #require(CommandLineTests.binary, "build the mapcompat product before running these tests")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        for (name, text) in HostileSpecTests.documents {
            try Data(text.utf8).write(to: root.appendingPathComponent("\(name).json"))
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["conformance", "--specs", root.path, "--jobs", "\(jobs)"]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // The watchdog waits on a semaphore rather than a timer, so it is gone (with its reference to the
        // process) as soon as the tool exits.
        let exited = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { [process] in
            if exited.wait(timeout: .now() + 60) == .timedOut { process.terminate() }
        }
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        exited.signal()
        #expect(process.terminationReason == .exit, "killed by signal \(process.terminationStatus): \(stderr)")
        #expect(process.terminationStatus == 1)
        for name in HostileSpecTests.documents.keys {
            #expect(stdout.contains("ERROR \(name) [core]"), "\(name)")
            #expect((stdout + stderr).contains("\(name).json"), "\(name)")
        }
        #expect(stdout.contains("\(HostileSpecTests.documents.count) specs × "))
    }
}

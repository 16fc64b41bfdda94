import Foundation
import Testing

/// `mapcompat conformance --format html --output FILE`, run as a user would.
struct HTMLCommandLineTests {
    @Test func theFormatWritesThePageWithTheFailingRunsPicture() throws {
        let binary = try #require(CommandLineTests.binary, "build the mapcompat product before running these tests")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("mapcompat-\(UUID()).html").path
        let process = Process()
        process.executableURL = binary
        process.arguments = [
            "conformance", "--specs", SpecFixtureTests.fixtures.appendingPathComponent("failing").path, "--adapter",
            "core", "--format", "html", "--output", output,
        ]
        try process.run()
        process.waitUntilExit()
        // The failing fixture fails: exit status 1, and the page is written all the same.
        #expect(process.terminationStatus == 1)
        let page = try String(contentsOfFile: output, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains(#"data-spec="pan-from-a-marker" data-adapter="core" data-status="fail""#))
        #expect(page.contains(#"<div class="trace"><script type="image/svg+xml"><svg"#))
        #expect(page.contains(#"class="map-after""#))
    }
}

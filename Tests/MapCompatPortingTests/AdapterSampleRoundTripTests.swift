import Foundation
import MapCompatPorting
import Testing

/// The adapters' own tests, read as app code in their style: every file here ported to each other style keeps its
/// types, and, unless the port reshaped callbacks or markers the target's way, back gives the original again
/// (modulo indentation and `// PORT: review` notes).
@Suite struct AdapterSampleRoundTripTests {
    static let tests = Samples.directory.deletingLastPathComponent()

    /// Representative test files of each adapter: seed examples, gestures, camera, interactions, annotations.
    static let files: [(path: String, style: PortingStyle)] = [
        ("NaverStyleTests/SeedExampleTests.swift", .naver), ("NaverStyleTests/NaverAdapterTests.swift", .naver),
        ("MapLibreStyleTests/GestureTableTests.swift", .maplibre),
        ("MapLibreStyleTests/CustomRecognizerTests.swift", .maplibre),
        ("TomTomStyleTests/InteractionTests.swift", .tomtom), ("TomTomStyleTests/CameraTests.swift", .tomtom),
        ("TomTomStyleTests/GestureSettingTests.swift", .tomtom),
        ("RMMapLayerStyleTests/RMMapLayerStyleTests.swift", .rm),
        ("RMMapLayerStyleTests/RMAnnotationPressTests.swift", .rm),
        // Location sources and markers, camera veto, callout views, ornaments, pan directions, centring.
        ("NaverStyleTests/NaverLocationOverlayTests.swift", .naver),
        ("MapLibreStyleTests/LocationManagerTests.swift", .maplibre),
        ("MapLibreStyleTests/CameraVetoTests.swift", .maplibre),
        ("MapLibreStyleTests/CalloutViewTests.swift", .maplibre),
        ("MapLibreStyleTests/OrnamentTests.swift", .maplibre),
        ("MapLibreStyleTests/PanScrollingModeTests.swift", .maplibre),
        ("MapLibreStyleTests/CenterAnchoringTests.swift", .maplibre),
        ("TomTomStyleTests/LocationProviderTests.swift", .tomtom), ("RMMapLayerStyleTests/RMZoomPivotTests.swift", .rm),
    ]

    @Test(arguments: PortingStyle.allCases)
    func adapterTestsRoundTrip(to target: PortingStyle) throws {
        for file in Self.files where file.style != target {
            let original = try String(contentsOf: Self.tests.appendingPathComponent(file.path), encoding: .utf8)
            let there = Porter(from: file.style, to: target).port(original, file: file.path)
            let back = Porter(from: target, to: file.style).port(there.output).output
            #expect(RoundTripTests.types(there.output) == RoundTripTests.types(original), "\(file.path) → \(target)")
            guard !RoundTripTests.isReshaped(there) else { continue }
            let expected = RoundTripTests.normalized(original)
            let actual = RoundTripTests.normalized(back)
            let firstDifference = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }
            #expect(
                actual == expected,
                "\(file.path) \(file.style)→\(target)→\(file.style): line \(firstDifference.map { $0.offset + 1 } ?? min(expected.count, actual.count)): \(firstDifference.map { "\($0.element.0) ≠ \($0.element.1)" } ?? "lengths differ")"
            )
            #expect(there.output != original, "\(file.path) was not ported to \(target)")
        }
    }
}

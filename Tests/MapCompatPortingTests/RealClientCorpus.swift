import Foundation
import MapCompatPorting

/// The second corpus group: the adapters' `RealClient` screens (modelled on public apps of each SDK, in the
/// adapters' test targets), ported to the three other styles. Compile-only: their tests stay in the adapters.
enum RealClientCorpus {
    /// The package's root folder.
    static let root = Samples.directory.deletingLastPathComponent().deletingLastPathComponent()

    /// The screen files per style, chosen by hand (a new file in a `RealClient` folder joins only when listed).
    ///
    /// Left out, because they are not screens: NAVER's and TomTom's `MemberProbe.swift` (one call per adapter
    /// member, to check each compiles; point 3 of the issue reads them as a member list, not as app code),
    /// route-me's `ImportedNamesChecklist.swift` (the same, for the names Swift's importer gives) and
    /// `RealClientScreenTests.swift`, TomTom's `RealClientTests.swift` and `RouteScreenTests.swift` (tests only).
    /// NAVER's `RealClientHarness.swift` is in: it is the demo app's base screen (`DemoMapScreen`, modelled on
    /// NaverMapDemo's `MapViewController`) that the other NAVER screens subclass, so it is client code too.
    static let files: [PortingStyle: (folder: String, names: [String])] = [
        .naver: (
            "Tests/NaverStyleTests/RealClient",
            [
                "RealClientHarness", "ContentPaddingScreen", "InfoWindowScreen", "LocationAndLoadScreens",
                "LocationTrackingScreen", "NearbyPlacesScreen", "OverlayScreens", "ProjectionAndPickScreens",
            ]
        ),
        .maplibre: (
            "Tests/MapLibreStyleTests/RealClient",
            [
                "AnnotationViewCameraScreen", "AnnotationViewScreen", "CameraPaddingScreen", "ClientMembersScreen",
                "DelegateAppearanceScreen", "FlutterControllerScreen", "RuntimeCirclesScreen",
            ]
        ),
        .tomtom: (
            "Tests/TomTomStyleTests/RealClient",
            ["CarMapScreen", "MapConductorScreen", "OverlaysScreen", "RouteScreen", "TripMapScreen"]
        ),
        .rm: (
            "Tests/RMMapLayerStyleTests/RealClient",
            ["BikeMapScreen", "DraggablePinScreen", "ParkingMapScreen", "TrackingPinScreen"]
        ),
        // The described styles' screens, ported to MapLibre only (the migration apps make most). Google's
        // `MemberProbe.swift` is left out as the others' are.
        .mapKit: (
            "Tests/MapKitStyleTests/RealClient",
            ["ArtworkScreen", "DraggablePinScreen", "FlightRouteScreen", "FollowUserScreen", "PinDropScreen"]
        ),
        .googleMaps: (
            "Tests/GoogleMapsStyleTests/RealClient",
            [
                "AddressPinDragScreen", "CentrePinPickerScreen", "GasStationsMapScreen", "PlaceInfoScreen",
                "RouteScreen",
                "RunActivityScreen",
            ]
        ),
    ]

    /// The files whose types the other screens of their style build on (NAVER's demo screens subclass
    /// `DemoMapScreen`): each screen's module holds them too.
    static let bases: Set<String> = ["RealClientHarness"]

    /// The screens of one style, each reduced to its screen part.
    static func screens(_ style: PortingStyle) throws -> [Corpus.Screen] {
        guard let (folder, names) = files[style] else { return [] }
        return try names.map { name in
            let url = root.appendingPathComponent("\(folder)/\(name).swift")
            return Corpus.Screen(
                name: name, style: style, text: screenPart(try String(contentsOf: url, encoding: .utf8)))
        }
    }

    /// Every port of the group: screen, target, result. A style's screens are ported together, as one module
    /// (`mapcompat port` on their folder), as the build test ports them.
    static func ports() throws -> [(screen: Corpus.Screen, target: PortingStyle, result: PortResult)] {
        try PortingStyle.allCases.flatMap { style in
            let screens = try screens(style)
            return PortingStyle.allCases.filter { $0 != style }.flatMap { target in
                let porter = Porter(from: style, to: target)
                let module = ModuleNames(screens.map(\.text), porter: porter)
                return screens.map { ($0, target, porter.port($0.text, file: $0.name, module: module)) }
            }
        }
    }

    /// The screen part of a file that also holds its tests: the file's top-level declarations, each with the
    /// comments and attributes above it, except the imports of test libraries, top-level functions (the files' test helpers)
    /// and declarations that are tests (an `@Suite` or `@Test` attribute, or `#expect`/`#require` inside).
    /// What is kept is copied byte for byte, the blank lines between declarations included.
    static func screenPart(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The brace depth after each line, and whether the line opens a brace, from the tokens (so that braces
        // in strings and comments do not count).
        var depthAfter = Array(repeating: 0, count: lines.count + 1)
        var opens = Array(repeating: false, count: lines.count + 1)
        var depth = 0
        var line = 1
        for token in SwiftTokenizer(text).tokenize() {
            while line < token.line, line <= lines.count {
                depthAfter[line] = depth
                line += 1
            }
            if token.kind == .punctuation, token.text == "{" {
                depth += 1
                opens[token.line] = true
            }
            if token.kind == .punctuation, token.text == "}" { depth -= 1 }
        }
        while line <= lines.count {
            depthAfter[line] = depth
            line += 1
        }
        var kept: [String] = []
        var chunk: [String] = []
        var opened = false
        for (offset, text) in lines.enumerated() {
            chunk.append(text)
            opened = opened || opens[offset + 1]
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            let isLeading = trimmed.hasPrefix("//") || trimmed.hasPrefix("@")
            guard depthAfter[offset + 1] == 0, trimmed.isEmpty || (!isLeading && (opened || !trimmed.hasSuffix(",")))
            else { continue }
            if !Self.isTestOnly(chunk) { kept += chunk }
            chunk = []
            opened = false
        }
        kept += chunk
        // A dropped declaration leaves the blank lines around it: keep one.
        var result: [String] = []
        for text in kept where !(text.isEmpty && (result.last?.isEmpty ?? true)) { result.append(text) }
        while result.last?.isEmpty == true { result.removeLast() }
        return result.joined(separator: "\n") + "\n"
    }

    /// Whether a top-level declaration (with its comments and attributes) belongs to the tests: the import of a
    /// test library (`Testing`, the package's `MapCompatTesting`), a function, or a declaration with an `@Suite` or `@Test` attribute or `#expect`/`#require` inside.
    static func isTestOnly(_ chunk: [String]) -> Bool {
        let code = chunk.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("//") }
        guard let head = code.first(where: { !$0.hasPrefix("@") }) else { return false }
        let words = head.split(separator: " ").drop { ["private", "fileprivate", "internal"].contains($0) }
        return ["import Testing", "import MapCompatTesting"].contains(head) || words.first == "func"
            || code.contains { $0.hasPrefix("@Suite") || $0.hasPrefix("@Test") }
            || chunk.contains { $0.contains("#expect") || $0.contains("#require") }
    }
}

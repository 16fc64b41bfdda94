import Foundation
import MapCompatPorting
import Testing

/// Files written for a vendor's SDK import the vendor's module (`import NMapsMap`, `import MapLibre`,
/// `import TomTomSDKMapDisplay`), not the adapter; a port names the target vendor's module, which this package also
/// provides, and route-me, reached through a bridging header, gets a note instead of a line.
@Suite struct VendorImportTests {
    @Test(arguments: [
        (PortingStyle.naver, "import NMapsMap"), (.maplibre, "import MapLibre"),
        (.tomtom, "import TomTomSDKMapDisplay"),
    ])
    func aVendorImportPortsToTheTargetVendorsModule(style: PortingStyle, line: String) {
        let spelling: [PortingStyle: String] = [
            .naver: "import NMapsMap", .maplibre: "import MapLibre", .tomtom: "import TomTomSDKMapDisplay",
        ]
        for target in PortingStyle.allCases where target != style && target != .rm {
            let ported = Porter(from: style, to: target).port("import UIKit\n\(line)\n", file: "Screen.swift")
            #expect(ported.output == "import UIKit\n\(spelling[target] ?? "")\n")
            #expect(ported.changes.contains { $0.kind == .automatic && $0.concept == "module.vendorImport" })
        }
    }

    /// route-me has no module: the port imports its adapter so that it compiles, keeps the vendor import as a
    /// note for a port back, and leaves the line for review (a route-me app uses a bridging header instead).
    @Test(arguments: [
        (PortingStyle.naver, "import NMapsMap"), (.maplibre, "import MapLibre"),
        (.tomtom, "import TomTomSDKMapDisplay"),
    ])
    func aVendorImportPortedToRouteMeImportsTheAdapterAndComesBack(style: PortingStyle, line: String) {
        let source = "import UIKit\n\(line)\n\nfinal class Screen: UIViewController {}\n"
        let ported = Porter(from: style, to: .rm).port(source, file: "Screen.swift")
        let lines = ported.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("import RMMapLayerStyle"), "\(ported.output)")
        #expect(lines.contains("// PORT(\(style.id))^: \(line)"))
        #expect(ported.output.contains("bridging header"))
        #expect(ported.changes.contains { $0.kind == .review && $0.concept == "module.vendorImport" })
        #expect(PortLineCounts(output: ported.output).commentedOut == 0)
        #expect(Porter(from: .rm, to: style).port(ported.output).output == source)
    }

    @Test func namesQualifiedWithTheSourceVendorsModulePortUnqualified() {
        let source = """
            import TomTomSDKMapDisplay
            let label = "TomTomSDKMapDisplay.MapView"  // TomTomSDKMapDisplay.MapView
            var map: TomTomSDKMapDisplay.TomTomMap?

            """
        let ported = Porter(from: .tomtom, to: .maplibre).port(source, file: "Screen.swift")
        #expect(
            ported.output == """
                import MapLibre
                let label = "TomTomSDKMapDisplay.MapView"  // TomTomSDKMapDisplay.MapView
                var map: MLNMapView?

                """)
    }

    /// Modelled on the MapLibre RealClient members screen (an annotation view's `init(annotation:…)`), in a file
    /// that imports the core beside the adapter: the core's `Annotation` and TomTom's would be ambiguous.
    @Test func aTargetTypeTheCoreNamesTooIsQualifiedWhereTheFileImportsTheCore() {
        let source = """
            import MapCompatCore
            import MapLibreStyle

            func pin(_ annotation: (any MLNAnnotation)?) {}

            """
        let ported = Porter(from: .maplibre, to: .tomtom).port(source, file: "Screen.swift").output
        #expect(ported.contains("func pin(_ annotation: (any TomTomStyle.Annotation)?) {}"), "\(ported)")
        #expect(Porter(from: .tomtom, to: .maplibre).port(ported).output == source)
        // Without the core, the name stays bare, as TomTom's apps write it.
        let alone = Porter(from: .maplibre, to: .tomtom).port(
            source.replacingOccurrences(of: "import MapCompatCore\n", with: ""), file: "Screen.swift"
        ).output
        #expect(alone.contains("func pin(_ annotation: (any Annotation)?) {}"), "\(alone)")
    }
}

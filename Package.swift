// swift-tools-version:6.2
import PackageDescription

/// The vendor styles; each is a library (`NaverStyle`…) plus its conformance plugin (`NaverStyleConformance`…),
/// kept apart so that an app importing an adapter does not pull in the conformance runner.
let adapters = ["NaverStyle", "MapLibreStyle", "TomTomStyle", "RMMapLayerStyle", "MapKitStyle", "GoogleMapsStyle"]
/// The adapter libraries as dependencies, for the targets that take them all.
let adapterLibraries: [Target.Dependency] = adapters.map { .target(name: $0) }
/// The adapters' conformance plugins as dependencies, for the command lines and the suite's tests.
let adapterPlugins: [Target.Dependency] = adapters.map { .target(name: "\($0)Conformance") }
/// The vendors' own module names, each a library that re-exports its adapter, so that an app's `import NMapsMap`
/// or `import TomTomSDKMapDisplay` compiles unchanged. Route-me has none: Swift reaches it through a bridging header.
let vendorModules: [(adapter: String, modules: [String])] = [
    ("NaverStyle", ["NMapsMap", "NMapsGeometry"]),
    ("MapLibreStyle", ["MapLibre"]),
    ("TomTomStyle", ["TomTomSDKMapDisplay", "TomTomSDKCommon", "TomTomSDKLocationProvider"]),
    ("GoogleMapsStyle", ["GoogleMaps", "GoogleMapsBase"]),
]
/// `MapKit` answered by MapKitStyle only where the platform has no MapKit of its own (Linux): on Apple platforms a
/// target of that name would clash with Apple's framework, so an app there imports `MapKitStyle`.
#if canImport(Darwin)
    let platformVendorModules = vendorModules
#else
    let platformVendorModules = vendorModules + [("MapKitStyle", ["MapKit"])]
#endif

/// One library per vendor module.
let vendorModuleProducts: [Product] = platformVendorModules.flatMap { vendor in
    vendor.modules.map { Product.library(name: $0, targets: [$0]) }
}
/// One target per vendor module, beside its adapter.
let vendorModuleTargets: [Target] = platformVendorModules.flatMap { vendor in
    vendor.modules.map { name in
        Target.target(
            name: name, dependencies: [.target(name: vendor.adapter)],
            path: "Adapters/\(vendor.adapter)/VendorModules/\(name)")
    }
}

/// The vendor modules of an adapter, for its tests.
func vendorModuleDependencies(of adapter: String) -> [Target.Dependency] {
    platformVendorModules.first { $0.adapter == adapter }?.modules.map { .target(name: $0) } ?? []
}

/// Each adapter's library and its conformance plugin's.
let adapterProducts: [Product] = adapters.flatMap {
    [.library(name: $0, targets: [$0]), .library(name: "\($0)Conformance", targets: ["\($0)Conformance"])]
}
/// Each adapter's targets: its library, its conformance plugin and its tests.
let adapterTargets: [Target] = adapters.flatMap { adapter -> [Target] in
    [
        .target(
            name: adapter, dependencies: ["MapCompatCore", "MapCompatUIKit", "MapCompatCoreLocation"],
            path: "Adapters/\(adapter)/Sources"),
        .target(
            name: "\(adapter)Conformance",
            dependencies: [.target(name: adapter), "MapCompatCore", "MapCompatConformance"],
            path: "Adapters/\(adapter)/Conformance"
        ),
        .testTarget(
            name: "\(adapter)Tests",
            dependencies: [
                .target(name: adapter), .target(name: "\(adapter)Conformance"), "MapCompatCore",
                "MapCompatConformance", "MapCompatUIKit", "MapCompatTestSupport", "MapCompatTesting",
            ] + vendorModuleDependencies(of: adapter)
        ),
    ]
}

let package = Package(
    name: "MapCompat",
    products: [
        .library(name: "MapCompatCore", targets: ["MapCompatCore"]),
        .library(name: "MapCompatCoreLocation", targets: ["MapCompatCoreLocation"]),
        .library(name: "MapCompatUIKit", targets: ["MapCompatUIKit"]),
        .library(name: "MapCompatConformance", targets: ["MapCompatConformance"]),
        // Swift source read as a syntax tree that keeps every byte, with names resolved by scope.
        .library(name: "MapCompatSyntax", targets: ["MapCompatSyntax"]),
        .library(name: "MapCompatPorting", targets: ["MapCompatPorting"]),
        // Every subcommand of `mapcompat`, run on the plugins a package passes it (its own executable).
        .library(name: "MapCompatCommandLine", targets: ["MapCompatCommandLine"]),
        .library(name: "MapCompatTesting", targets: ["MapCompatTesting"]),
        .executable(name: "mapcompat", targets: ["mapcompat"]),
        .executable(name: "mapcompat-bench", targets: ["mapcompat-bench"]),
    ]
        + adapterProducts + vendorModuleProducts,
    targets: [
        // Core Location's names (`CLLocationCoordinate2D`, `CLLocation`…) defined once for every adapter; the
        // core re-exports them for code that found them there before.
        .target(name: "MapCompatCoreLocation"),
        .target(name: "MapCompatCore", dependencies: ["MapCompatCoreLocation"]),
        // UIKit's names (`UIEdgeInsets`, `UIView`, `UIGestureRecognizer`…) defined once for every adapter.
        .target(name: "MapCompatUIKit", dependencies: ["MapCompatCore"]),
        .testTarget(name: "MapCompatUIKitTests", dependencies: ["MapCompatCore", "MapCompatUIKit"]),
        .target(name: "MapCompatConformance", dependencies: ["MapCompatCore"]),
        .target(name: "MapCompatSyntax"),
        .testTarget(name: "MapCompatSyntaxTests", dependencies: ["MapCompatSyntax", "MapCompatTestSupport"]),
        .target(name: "MapCompatPorting", dependencies: ["MapCompatCore", "MapCompatConformance", "MapCompatSyntax"]),
        // Testing your own map screens headless: gestures that settle, aiming in each vendor's terms.
        .target(
            name: "MapCompatTesting",
            dependencies: ["MapCompatCore", "MapCompatUIKit"] + adapterLibraries),
        .testTarget(
            name: "MapCompatTestingTests",
            // The examples import what apps import (`import GoogleMaps`).
            dependencies: ["MapCompatTesting", "MapCompatCore", "MapCompatUIKit"] + adapterLibraries
                + vendorModuleDependencies(of: "GoogleMapsStyle")),
        .target(
            name: "MapCompatCommandLine",
            dependencies: ["MapCompatCore", "MapCompatConformance", "MapCompatPorting"]),
        // `MapCompatCommandLine` with the built-in plugins.
        .executableTarget(
            name: "mapcompat",
            dependencies: ["MapCompatCommandLine", "MapCompatConformance"]
                + adapterPlugins
        ),
        // The fuzz benchmark runs the built-in adapters' plugins, as `mapcompat fuzz` does.
        .executableTarget(
            name: "mapcompat-bench",
            dependencies: ["MapCompatCore", "MapCompatConformance", "MapCompatPorting", "MapCompatSyntax"]
                + adapterPlugins),
        .testTarget(
            name: "MapCompatCoreTests",
            dependencies: ["MapCompatCore"],
            resources: [.copy("Fixtures")]
        ),
        // Helpers every test target may share: package paths, snapshot assertions.
        .target(name: "MapCompatTestSupport", path: "Tests/MapCompatTestSupport"),
        .testTarget(
            name: "MapCompatConformanceTests",
            dependencies: ["MapCompatCore", "MapCompatConformance", "MapCompatTestSupport"],
            // Spec fixtures are read by path (#filePath), and by Scripts/check-schema.py; so are the fuzzer's
            // shrunk findings.
            exclude: ["Fixtures", "Fuzz/Findings"]
        ),
        // The built-in suite on every built-in plugin, its spec × adapter matrix pinned in a snapshot.
        .testTarget(
            name: "SuiteMatrixTests",
            dependencies: ["MapCompatConformance", "MapCompatTestSupport"]
                + adapterPlugins,
            exclude: ["__Snapshots__"]
        ),
        // MapLibre Native's own iOS and Darwin tests (maplibre/maplibre-native platform/ios/test,
        // platform/darwin/test), ported to MapLibreStyle.
        .testTarget(
            name: "UpstreamMapLibreTests", dependencies: ["MapLibreStyle", "MapCompatCore", "MapCompatUIKit"]),
        // The kit's worked example: a small Mapbox-Maps-v11-style adapter, its plugin and porting style, and the
        // built-in suite run through it (the conformance article walks through it).
        .target(
            name: "WorkedExampleAdapter", dependencies: ["MapCompatCore", "MapCompatUIKit"],
            path: "Tests/WorkedExampleAdapter"),
        .target(
            name: "WorkedExamplePlugin",
            dependencies: ["WorkedExampleAdapter", "MapCompatCore", "MapCompatConformance", "MapCompatPorting"],
            path: "Tests/WorkedExamplePlugin"),
        // The worked example's own command line: `swift run worked-example conformance`.
        .executableTarget(
            name: "worked-example", dependencies: ["MapCompatCommandLine", "WorkedExamplePlugin"],
            path: "Tests/WorkedExampleCLI"),
        .testTarget(
            name: "WorkedExampleTests",
            dependencies: [
                "WorkedExampleAdapter", "WorkedExamplePlugin", "MapCompatCore", "MapCompatConformance",
                "MapCompatTestSupport", "MapCompatCommandLine", "MapCompatPorting",
            ],
            // The example's own vendor-fact specs, read by path.
            exclude: ["VendorSpecs"]),
        .testTarget(
            name: "MapCompatPortingTests",
            dependencies: ["MapCompatCore", "MapCompatConformance", "MapCompatPorting"]
                + adapterLibraries + adapterPlugins,
            // App screens in each style, read by path and built (with their ports) as a package of their own; and
            // the vendors' delegate methods as their headers declare them, read by path.
            exclude: ["Corpus", "DelegateHeaders"]
        ),
    ]
        + adapterTargets + vendorModuleTargets
)

// One set of settings for every target, so no module is held to a lower bar than another.
for target in package.targets where [.regular, .test, .executable].contains(target.type) {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            // SE-0335: `any` spelled out on every existential.
            .enableUpcomingFeature("ExistentialAny"),
            // SE-0444: a file sees only the modules it imports itself.
            .enableUpcomingFeature("MemberImportVisibility"),
            // Every public type states whether it is Sendable (complete checking is Swift 6's default).
            .treatWarning("ExplicitSendable", as: .error),
            .treatAllWarnings(as: .error),
        ]
}

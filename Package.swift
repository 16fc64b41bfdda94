// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "MapCompat",
    products: [
        .library(name: "MapCompatCore", targets: ["MapCompatCore"]),
        .library(name: "MapCompatConformance", targets: ["MapCompatConformance"]),
        .executable(name: "mapcompat", targets: ["mapcompat"]),
        .executable(name: "mapcompat-bench", targets: ["mapcompat-bench"]),
    ],
    targets: [
        .target(name: "MapCompatCore"),
        .target(name: "MapCompatConformance", dependencies: ["MapCompatCore"]),
        .executableTarget(name: "mapcompat", dependencies: ["MapCompatCore", "MapCompatConformance"]),
        .executableTarget(name: "mapcompat-bench", dependencies: ["MapCompatCore", "MapCompatConformance"]),
        .testTarget(
            name: "MapCompatCoreTests",
            dependencies: ["MapCompatCore"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "MapCompatConformanceTests",
            dependencies: ["MapCompatCore", "MapCompatConformance"]
        ),
    ]
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

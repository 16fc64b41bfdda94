import Foundation
import MapCompatConformance
import MapCompatCore
import MapCompatPorting
import Testing

@Suite struct TokenizerTests {
    @Test func tokensGiveTheSourceBack() throws {
        let source = """
            let s = "a \\(f("x)")) b" + #"raw "quoted" \\(no)"# /* outer /* inner */ still */ // end
            let m = \"\"\"
                mapView.isTiltGestureEnabled = false
                \"\"\"
            """
        let tokens = SwiftTokenizer(source).tokenize()
        #expect(tokens.map(\.text).joined() == source)
        let strings = tokens.filter { $0.kind == .string }.map(\.text)
        #expect(strings.count == 3)
        #expect(strings[0] == "\"a \\(f(\"x)\")) b\"")
        #expect(tokens.filter { $0.kind == .comment }.count == 2)
        #expect(tokens.last?.line == 2)  // the multi-line string starts on line 2
        #expect(tokens.filter { $0.kind == .newline }.count == 1)
    }

    @Test func samplesTokenizeLosslessly() throws {
        for sample in Samples.all {
            let text = try Samples.text(sample.name)
            #expect(SwiftTokenizer(text).tokenize().map(\.text).joined() == text)
        }
    }
}

@Suite struct PorterTests {
    @Test func stringsAndCommentsAreNotTouched() throws {
        let result = Porter(from: .naver, to: .maplibre).port(
            """
            mapView.isTiltGestureEnabled = false // mapView.isTiltGestureEnabled = false
            let text = "mapView.isRotateGestureEnabled = false"
            """)
        #expect(
            result.output
                == """
                mapView.isPitchEnabled = false // mapView.isTiltGestureEnabled = false
                let text = "mapView.isRotateGestureEnabled = false"
                """)
        #expect(result.changes.map(\.kind) == [.automatic])
    }

    @Test func unexpressibleStatementsBecomeNotesAndComeBack() throws {
        let source = "func f(_ mapView: NMFMapView) {\n    mapView.isStopGestureEnabled = false\n}\n"
        let ported = Porter(from: .naver, to: .tomtom).port(source, file: "F.swift")
        #expect(
            ported.output
                == """
                func f(_ mapView: TomTomMap) {
                    // PORT: gestures.stop.disable (NAVER): TomTom has no switch for the stop gesture; a tap always stops an animation. Drop the line.
                    // PORT(naver): mapView.isStopGestureEnabled = false
                }

                """)
        #expect(ported.changes.contains { $0.kind == .manual && $0.line == 2 && $0.file == "F.swift" })
        #expect(Porter(from: .tomtom, to: .naver).port(ported.output).output == source)
    }

    @Test func zoomIsConvertedBetweenScales() throws {
        let naver = "mapView.moveCamera(NMFCameraUpdate(scrollTo: NMGLatLng(lat: 1, lng: 2), zoomTo: z))"
        let tomtom = RoundTripTests.normalized(Porter(from: .naver, to: .tomtom).port(naver).output).joined()
        #expect(
            tomtom
                == "mapView.moveCamera(CameraUpdate(position: CLLocationCoordinate2D(latitude: 1, longitude: 2), zoom: z + 1))"
        )
        #expect(RoundTripTests.normalized(Porter(from: .tomtom, to: .naver).port(tomtom).output) == [naver])
        let literal = Porter(from: .naver, to: .rm).port(
            naver.replacingOccurrences(of: "zoomTo: z", with: "zoomTo: 15"))
        #expect(literal.output.contains("mapView.setZoom(16, at: CLLocationCoordinate2D(latitude: 1, longitude: 2)"))
        // A literal zoom inside both styles' ranges behaves the same in both: nothing to review.
        #expect(literal.changes.map(\.kind) == [.automatic])
        // A zoom computed at run time may fall outside the target's range: the range difference is noted.
        let variable = Porter(from: .naver, to: .rm).port(naver)
        #expect(variable.changes.map(\.kind) == [.review])
        #expect(variable.output.contains("zoom range (style units): NAVER 0–20"))
    }

    @Test func reviewNotesQuoteTheProfiles() throws {
        let result = Porter(from: .naver, to: .maplibre).port("mapView.isZoomGestureEnabled = true\n")
        let note = try #require(result.output.split(separator: "\n").first)
        #expect(
            note.hasPrefix(
                "// PORT: review — gestures.zoom.enable: double-tap zoom: NAVER one level in from the current zoom"))
        #expect(result.changes.first?.kind == .review)
    }
}

@Suite struct RoundTripTests {
    static func normalized(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0).trimmingCharacters(in: .whitespaces)
        }
        .filter { !$0.hasPrefix("// PORT: review") }
    }

    /// Whole-file reshaping a port does the target's way (callbacks moved to the target's receivers, markers made
    /// through its initialisers, NAVER's wrapper view unwrapped): porting back gives code of the same meaning, not
    /// the same text, so exact round trips are checked for files without it (CorpusTests check those ports).
    static let reshapingConcepts: Set<String> = [
        "tap.map", "tap.long", "tap.annotation", "camera.idle", "camera.didChange", "map.ready",
        "type.mapViewWithControls", "annotation.make", "type.existential",
    ]

    static func isReshaped(_ there: PortResult) -> Bool {
        there.changes.contains { reshapingConcepts.contains($0.concept) && $0.line == 1 }
    }

    /// The type names declared in code, which every port keeps.
    static func types(_ text: String) -> [String] { Corpus.declaredTypes(Corpus.codeLines(text)) }

    /// A→B→A gives every sample back; A→B differs from A only in rewritten members, `// PORT` lines and notes.
    @Test(arguments: PortingStyle.allCases)
    func everySampleRoundTrips(to target: PortingStyle) throws {
        for sample in Samples.all where sample.style != target {
            let original = try Samples.text(sample.name)
            let there = Porter(from: sample.style, to: target).port(original)
            let back = Porter(from: target, to: sample.style).port(there.output)
            #expect(Self.types(there.output) == Self.types(original), "\(sample.name) \(sample.style)→\(target)")
            guard !Self.isReshaped(there) else { continue }
            #expect(
                Self.normalized(back.output) == Self.normalized(original), "\(sample.name) \(sample.style)→\(target)")
            let manual = there.changes.filter { $0.kind == .manual }
            #expect(manual.isEmpty == Self.noteLines(there.output).allSatisfy { $0.contains("// PORT: review") })
        }
    }

    /// The `// PORT` lines of an output that ask something of a person: all but the statements kept under a
    /// `// PORT: already so` note (the target already behaves so) and that note.
    static func noteLines(_ output: String) -> [Substring] {
        var alreadySo = false
        return output.split(separator: "\n").filter { line in
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("// PORT: ") { alreadySo = trimmed.hasPrefix("// PORT: already so") }
            if !trimmed.hasPrefix("//") { alreadySo = false }
            return line.contains("// PORT") && !alreadySo
        }
    }

    @Test func gestureSamplesAreTotalBetweenNaverMapLibreAndTomTom() throws {
        for target in [PortingStyle.maplibre, .tomtom] {
            let result = Porter(from: .naver, to: target).port(try Samples.text("NaverSeedGestures"))
            #expect(!result.changes.contains { $0.kind == .manual })
            #expect(!result.output.contains("// PORT("))
        }
        // route-me has no tilt or rotation gesture: switching them off is what it already does.
        let rm = Porter(from: .naver, to: .rm).port(try Samples.text("NaverSeedGestures"))
        #expect(rm.changes.filter { $0.kind == .manual }.isEmpty)
        #expect(rm.output.contains("// PORT: already so — gestures.tilt.disable (NAVER)"))
        #expect(rm.output.contains("// PORT: already so — gestures.rotate.disable (NAVER)"))
        let back = Porter(from: .rm, to: .naver).port(rm.output).output
        #expect(back.contains("isTiltGestureEnabled = false"), "a port back restores the statement")
    }
}

@Suite struct GeneratedFileTests {
    /// The ported samples under Ported/ compile in this target against their adapter; they must be current.
    @Test func portedSamplesAreCurrent() throws {
        for sample in Samples.all {
            for target in PortingStyle.allCases where target != sample.style {
                let expected = try Samples.portedFile(sample.name, sample.style, target)
                let url = Samples.portedURL(sample.name, sample.style, target)
                if Samples.regenerate { try Data(expected.utf8).write(to: url) }
                let committed = try String(contentsOf: url, encoding: .utf8)
                #expect(committed == expected, "\(url.lastPathComponent) is stale; run with MAPCOMPAT_REGENERATE=1")
            }
        }
    }

    @Test func guidesAreCurrent() throws {
        let docc = Samples.directory.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/MapCompatPorting/MapCompatPorting.docc")
        for source in PortingStyle.allCases {
            for target in PortingStyle.allCases where target != source {
                let url = docc.appendingPathComponent(PortingGuide.fileName(from: source, to: target))
                let expected = PortingGuide.article(from: source, to: target)
                if Samples.regenerate { try Data(expected.utf8).write(to: url) }
                #expect(try String(contentsOf: url, encoding: .utf8) == expected, "\(url.lastPathComponent) is stale")
            }
        }
    }
}

@Suite struct BehaviourTests {
    /// Each scenario, written as app code in one style and ported to the three others (the generated files
    /// under Ported/, compiled against their adapters), gives the same core event trace in every style.
    @Test func portedScenariosBehaveTheSame() throws {
        let runs: [(style: PortingStyle, original: () throws -> [MapEvent], ported: [() throws -> [MapEvent]])] = [
            (
                .naver, ScenarioRuns.naver,
                [ScenarioRuns.naverToMaplibre, ScenarioRuns.naverToTomtom, ScenarioRuns.naverToRm]
            ),
            (
                .maplibre, ScenarioRuns.maplibre,
                [ScenarioRuns.maplibreToNaver, ScenarioRuns.maplibreToTomtom, ScenarioRuns.maplibreToRm]
            ),
            (
                .tomtom, ScenarioRuns.tomtom,
                [ScenarioRuns.tomtomToNaver, ScenarioRuns.tomtomToMaplibre, ScenarioRuns.tomtomToRm]
            ),
            (.rm, ScenarioRuns.rm, [ScenarioRuns.rmToNaver, ScenarioRuns.rmToMaplibre, ScenarioRuns.rmToTomtom]),
        ]
        for run in runs {
            let original = try run.original()
            #expect(original.count > 3, "\(run.style) scenario produced too few events")
            for (index, ported) in run.ported.enumerated() {
                #expect(try ported() == original, "\(run.style) scenario, port \(index + 1)")
            }
        }
    }
}

@Suite struct APIMapTests {
    @Test func everyConceptIsSpelledOrExplained() {
        for concept in APIMap.concepts {
            for style in PortingStyle.allCases {
                // A spelling read in source but never written (NAVER's wrapper-only switches) has its gap too.
                #expect(
                    (concept.writtenSpelling(style) != nil) != (concept.gaps[style] != nil), "\(concept.id) \(style)")
            }
            func placeholders(_ spelling: APISpelling) -> Set<Substring> {
                Set(
                    spelling.template.split(whereSeparator: { !$0.isLetter && $0 != "$" }).filter {
                        $0.hasPrefix("$") && $0.count > 1
                    })
            }
            let searched = Set(concept.spellings.values.filter(\.isSearched).map(placeholders))
            #expect(searched.count <= 1, "\(concept.id) uses different placeholders")
            // A spelling only written may leave a value out (route-me cannot turn the map), if it says so.
            for spelling in concept.spellings.values where !spelling.isSearched {
                let all = searched.first ?? placeholders(spelling)
                #expect(placeholders(spelling).isSubset(of: all), "\(concept.id) writes a value it never reads")
                #expect(placeholders(spelling) == all || spelling.review != nil, "\(concept.id) drops a value silently")
            }
            for key in concept.differences { #expect(ProfileDifference.named(key) != nil, "\(key)") }
        }
        #expect(Set(APIMap.concepts.map(\.id)).count == APIMap.concepts.count)
    }
}

@Suite struct ParityTests {
    @Test func cellsFollowTheResults() {
        let report = ConformanceReport(
            specs: [
                .init(id: "taps/a", title: "a", file: "a"), .init(id: "taps/b", title: "b", file: "b"),
            ],
            adapters: ["core", "x"],
            results: [
                ConformanceResult(spec: "taps/a", adapter: "core", status: .pass),
                ConformanceResult(spec: "taps/b", adapter: "core", status: .pass),
                ConformanceResult(spec: "taps/a", adapter: "x", status: .pass),
                ConformanceResult(spec: "taps/b", adapter: "x", status: .notApplicable, missing: ["event.symbolTap"]),
            ])
        let matrix = ParityMatrix(report: report)
        #expect(matrix.cells["taps"]?["core"]?.level == .supported)
        #expect(matrix.cells["taps"]?["x"]?.summary == "partial 1/2 (missing event.symbolTap)")
        #expect(matrix.text().contains("taps  supported  partial 1/2 (missing event.symbolTap)"))
    }
}

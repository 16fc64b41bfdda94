import Foundation
import MapCompatPorting
import Testing

/// The corpus ported every way: structure kept, callbacks wired, and the share of lines ported automatically.
@Suite struct CorpusTests {
    @Test(arguments: PortingStyle.allCases)
    func sixRealisticScreensPerStyle(_ style: PortingStyle) throws {
        let screens = try Corpus.screens(style)
        #expect(screens.count >= 6, "\(style) has \(screens.count) screens")
        for screen in screens {
            #expect(screen.text.contains("Modelled on"), "\(screen.name) cites no public code")
            #expect(screen.text.contains("import \(Corpus.modules[style] ?? "")"))
            #expect(screen.text.contains("final class \(screen.name)"), "\(screen.name): file and class differ")
        }
    }

    /// A construct with no counterpart is commented out alone: every type of the source is declared, in code, in
    /// every port, and no `// PORT(…)` line holds a type declaration.
    @Test func noPortCommentsOutAType() throws {
        Corpus.expectTypesKept(try Corpus.ports())
    }

    /// Each callback becomes the target's way to receive the event, never left under another style's name, and
    /// the line that makes it called is there.
    @Test func callbacksAreWiredTheTargetsWay() throws {
        let foreign: [PortingStyle: [String]] = [
            .naver: ["didTapMap", "didLongTapMap", "mapViewCameraIdle", "cameraDidChangeByReason", ".touchHandler"],
            .maplibre: ["regionDidChangeAnimated", "mapViewDidBecomeIdle", "didSelect annotation"],
            .tomtom: ["onInteraction", "onCameraEvent", "onMapReady"],
            .rm: ["singleTap(onMap", "longPress(onMap", "tap(on ", "afterMapMove", "mapViewRegionDidChange"],
        ]
        let setUp: [(receiver: String, needs: String, style: PortingStyle)] = [
            ("didTapMap", ".touchDelegate = self", .naver), ("didLongTapMap", ".touchDelegate = self", .naver),
            ("mapViewCameraIdle", ".addCameraDelegate(delegate: self)", .naver),
            ("handleMapTap(_ sender", ".addGestureRecognizer(mapTap)", .maplibre),
            ("handleMapLongPress(_ sender", ".addGestureRecognizer(mapLongPress)", .maplibre),
            ("regionDidChangeAnimated", ".delegate = self", .maplibre),
            ("onInteraction", ".delegate = self", .tomtom), ("singleTap(onMap", ".delegate = self", .rm),
        ]
        for (screen, target, result) in try Corpus.ports() {
            let code = Corpus.codeLines(result.output)
            for (style, names) in foreign where style != target {
                for name in names {
                    #expect(
                        !code.contains { $0.contains(name) }, "\(screen.name) → \(target) keeps \(style)'s \(name)")
                }
            }
            for rule in setUp where rule.style == target && code.contains(where: { $0.contains(rule.receiver) }) {
                #expect(code.contains { $0.hasSuffix(rule.needs) }, "\(screen.name) → \(target): no \(rule.needs)")
            }
            // Every event the source logs is either still logged by code or commented out under a note.
            let lost = Corpus.tags(screen.text).subtracting(Corpus.tags(result.output)).filter { tag in
                !result.output.split(separator: "\n").contains { $0.contains("// PORT(") && $0.contains("\"\(tag)") }
            }
            #expect(lost.isEmpty, "\(screen.name) → \(target) lost \(lost)")
        }
    }

    /// The figures per style pair: lines ported automatically, to review, commented out (printed for the
    /// report; the goal is 80 % automatic).
    @Test func linesPortedAutomaticallyPerPair() throws {
        let pairs = Corpus.countsPerPair(try Corpus.ports())
        for counts in pairs.values { #expect(counts.total > 0) }
        print(Corpus.report(pairs))
        // The shares reached (may only rise). naver → rm (120 of 135) is held back by what route-me cannot say:
        // NAVER's symbol tap (7 lines: route-me's raster tiles have no symbols), the compass and stop-gesture
        // switches, the location button on the map (route-me's is a toolbar item), and reviews of real
        // differences (afterMapMove is no idle state, route-me's faster drift, the wrapper's controls).
        let floors: [String: Double] = [
            "maplibre → naver": 0.92, "maplibre → rm": 0.91, "maplibre → tomtom": 0.93, "naver → maplibre": 0.90,
            "naver → rm": 0.88, "naver → tomtom": 0.92, "rm → maplibre": 0.97, "rm → naver": 0.96,
            "rm → tomtom": 0.96, "tomtom → maplibre": 0.95, "tomtom → naver": 0.97, "tomtom → rm": 0.98,
        ]
        for (pair, floor) in floors {
            let share = pairs[pair]?.automaticShare ?? 0
            #expect(share >= floor, "\(pair): \(share) automatic, below \(floor)")
        }
        let total = pairs.values.reduce(PortLineCounts(), +)
        #expect(total.automaticShare >= 0.8, "corpus-wide automatic share \(total.automaticShare)")
    }
}

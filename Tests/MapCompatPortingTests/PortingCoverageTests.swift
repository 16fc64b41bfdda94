import Foundation
import MapCompatPorting
import Testing

/// The coverage table (`mapcompat port --coverage`) is complete both ways: every public member of each adapter
/// has a row towards each other style, every row names a member the adapter declares, and no row is a hole
/// (neither a rule nor a reason).
@Suite struct PortingCoverageTests {
    static let table = PortingCoverage()

    @Test(arguments: PortingStyle.allCases)
    func everyPublicMemberHasARowAndEveryRowAMember(_ style: PortingStyle) throws {
        let declared = Set(try CoverageTests.declarations(style).map(\.key))
        let listed = Self.table.members(of: style)
        let withoutRow = declared.subtracting(listed).sorted()
        let withoutMember = listed.subtracting(declared).sorted()
        #expect(withoutRow.isEmpty, "public members of \(style.moduleName) without a coverage row: \(withoutRow)")
        #expect(withoutMember.isEmpty, "coverage rows naming no member of \(style.moduleName): \(withoutMember)")
        for member in listed {
            let targets = Self.table.rows.filter { $0.source == style && $0.member == member }.map(\.target)
            #expect(Set(targets) == Set(PortingStyle.allCases.filter { $0 != style }), "\(member)")
        }
    }

    @Test(arguments: PortingStyle.allCases)
    func everyRowHasARuleOrAReason(_ source: PortingStyle) {
        for target in PortingStyle.allCases where target != source {
            let holes = Self.table.missing.filter { $0.source == source && $0.target == target }.map(\.member)
            #expect(holes.isEmpty, "\(source) → \(target): neither a rule nor a reason for \(holes)")
        }
        for row in Self.table.rows where row.source == source {
            #expect(!row.detail.isEmpty, "\(row.member) → \(row.target)")
        }
    }

    /// A member whose concept has no spelling and no reason for a target is reported, and a concept's own
    /// spelling is a rule while another member of it is guided.
    @Test func aHoleIsReportedAndSpellingsAreRules() {
        let concept = APIConcept(
            "probe.zoom", .property, "A probe.", spellings: [.naver: "$map.zoomLevel", .maplibre: "$map.zoomLevel"],
            gaps: [.tomtom: "TomTom reads the zoom from the camera."],
            members: [.naver: ["NMFMapView.zoomLevel", "NMFMapView.cameraPosition"]])
        let table = PortingCoverage(map: [concept])
        #expect(table.members(of: .naver) == ["NMFMapView.zoomLevel", "NMFMapView.cameraPosition"])
        func status(_ member: String, _ target: PortingStyle) -> PortingCoverage.Status? {
            table.rows.first { $0.member == member && $0.target == target }?.status
        }
        #expect(status("NMFMapView.zoomLevel", .maplibre) == .rule)
        #expect(status("NMFMapView.cameraPosition", .maplibre) == .guided)
        #expect(status("NMFMapView.zoomLevel", .tomtom) == PortingCoverage.Status.none)
        #expect(status("NMFMapView.zoomLevel", .rm) == .missing)
        #expect(table.missing.count == 2)
        #expect(table.counts(from: .naver, to: .maplibre) == [.rule: 1, .guided: 1])
        #expect(table.text.contains("naver     rm        0     0       0              0            2        no"))
        #expect(table.json.contains("\"noEquivalent\" : 2"))
    }

    /// A documented reason stands in for a placeholder only: each names a concept of the map, for a target the
    /// concept has no spelling for and only a placeholder reason.
    @Test func documentedReasonsReplacePlaceholders() {
        for (id, reasons) in PortingCoverage.documentedReasons {
            guard let concept = APIMap.concept(id) else {
                Issue.record("a documented reason names no concept: \(id)")
                continue
            }
            for (target, reason) in reasons {
                #expect(concept.writtenSpelling(target) == nil, "\(id) → \(target) has a rule now")
                #expect(concept.gaps[target].map(PortingCoverage.isUnexplained) == true, "\(id) → \(target)")
                #expect(!PortingCoverage.isUnexplained(reason), "\(id) → \(target)")
            }
        }
        #expect(
            PortingCoverage.isUnexplained("NAVER's adapter has no counterpart of MapLibre's MLNStyle. Rewrite by hand.")
        )
        #expect(!PortingCoverage.isUnexplained("route-me has no tilt gesture (its map never tilts). Drop the line."))
    }

    /// Rows whose reason is still a placeholder, per direction: the count may only fall (lower it when a rule or a
    /// documented reason replaces one).
    /// A delegate method an app implements is ported by the callback port: its row names where the target
    /// receives the event (MapLibre's `mapViewRegionIsChanging(_:)`, which MLNMapViewDelegate.h documents as the step
    /// callback, is NAVER's `cameraIsChangingByReason` and a case of TomTom's camera-event switch), or the event's
    /// reason the target has none.
    @Test func aDelegateMethodsRowNamesTheTargetsReceiver() {
        func row(_ member: String, _ target: PortingStyle) -> PortingCoverage.Row? {
            Self.table.rows.first { $0.member == member && $0.target == target }
        }
        let step = "MLNMapViewDelegate.mapViewRegionIsChanging(_:)"
        #expect(row(step, .naver)?.status == .rule)
        #expect(row(step, .naver)?.detail == "func NMFMapViewCameraDelegate.mapView(_:cameraIsChangingByReason:)")
        #expect(row(step, .tomtom)?.detail == "case .cameraChanged of map(_:onCameraEvent:)")
        let oldStep = "NMFMapViewDelegate.mapViewRegionIsChanging(_:byReason:)"
        #expect(row(oldStep, .maplibre)?.detail == "func MLNMapViewDelegate.mapView(_:regionIsChangingWith:)")
        let start = row("MLNMapViewDelegate.mapView(_:regionWillChangeAnimated:)", .tomtom)
        #expect(start?.status == PortingCoverage.Status.none)
        #expect(start?.detail.hasPrefix("TomTom reports no start of a move.") == true)
    }

    @Test func unexplainedRowsDoNotGrow() {
        let ceilings: [String: Int] = [
            "naver→maplibre": 150, "naver→tomtom": 201, "naver→rm": 150, "maplibre→naver": 157,
            "maplibre→tomtom": 157, "maplibre→rm": 157, "tomtom→naver": 0, "tomtom→maplibre": 0, "tomtom→rm": 0,
            "rm→naver": 6, "rm→maplibre": 6, "rm→tomtom": 6,
        ]
        for source in PortingStyle.allCases {
            for target in PortingStyle.allCases where target != source {
                let count = Self.table.counts(from: source, to: target)[.unexplained] ?? 0
                let key = "\(source)→\(target)"
                #expect(count <= ceilings[key] ?? 0, "\(key): \(count) rows without a documented reason")
            }
        }
    }
}

import Testing

@testable import MapCompatPorting

/// ``SubclassInitializerRule``: an app's subclass of Google's marker, made with the initialiser it inherits
/// (`markerWithPosition:`, GMSMarker.h), as rickyngk/map-view-demo's iOS/MapView/ViewController~GMSMapViewDelegate.swift
/// casts markers to its own `GMSMarker` subclass and the RealClient `AddressPinDragScreen` makes its
/// `CaptionedMarker`, ports as MapLibre makes its point annotation, with the subclass in its place.
@Suite struct SubclassInitializerRuleTests {
    let harness = RuleHarness(SubclassInitializerRule.self, from: .googleMaps, to: .maplibre)

    @Test func aSubclassMadeAtAPositionIsMadeEmptyAndGivenItsCoordinate() {
        let source = """
            final class CaptionedMarker: GMSMarker {
                var caption = ""
            }
            let pin = CaptionedMarker(position: spot)
            """
        let run = harness.run(source)
        #expect(
            run.text == """
                final class CaptionedMarker: GMSMarker {
                    var caption = ""
                }
                let pin = { let newAnnotation = CaptionedMarker(); newAnnotation.coordinate = spot; return newAnnotation }()
                """)
        #expect(run.findings.map(\.concept) == ["annotation.make.at"])
        #expect(run.refused.isEmpty)
    }

    /// The member-level port has already given the class MapLibre's type as its superclass; the chain runs
    /// through another class of the app; the argument is written over lines.
    @Test func aSubclassOfASubclassFoundAfterItsSuperclassWasPorted() {
        let source = """
            class PlaceMarker: MLNPointAnnotation {}
            final class FuelMarker: PlaceMarker {}
            let marker = FuelMarker(
                position: CLLocationCoordinate2D(latitude: 19.43, longitude: -99.13))
            """
        let run = harness.run(source)
        #expect(
            run.text.hasSuffix(
                "let marker = { let newAnnotation = FuelMarker(); newAnnotation.coordinate = CLLocationCoordinate2D(latitude: 19.43, longitude: -99.13); return newAnnotation }()"
            ))
    }

    /// A class of the app's own that is no marker, an initialiser the subclass declares itself (`PlaceMarker`'s
    /// `init(place:)`, as rafaeldougllas/mesaDesafioIOS mesaDesafio/Model/PlaceMarker.swift declares it), and a
    /// parameter that shadows the class's name are left alone.
    @Test func otherClassesOwnInitialisersAndShadowingNamesAreLeftAlone() {
        let source = """
            class Pin: NSObject {}
            class PlaceMarker: GMSMarker {}
            let pin = Pin(position: spot)
            let placed = PlaceMarker(place: place)
            func make(PlaceMarker: (CLLocationCoordinate2D) -> Int) -> Int {
                PlaceMarker(position: spot)
            }
            """
        let run = harness.run(source)
        #expect(run.text == source)
        #expect(run.findings.isEmpty)
    }
}

import Testing

@testable import MapCompatPorting

/// A loop's element is what its collection holds: apps keep their markers in an array or in a dictionary by their
/// data's id and walk them to move or restyle them (spooooony/Spoony-iOS, `NMapView.swift`: `for (_, m) in
/// self.markers`, `markers: [Int: NMFMarker]`), so the element's members port as the marker's.
@Suite struct LoopElementRoleTests {
    @Test func elementsOfMarkerCollectionsAreMarkers() {
        let naver = """
            final class PinsScreen {
                var pins: [NMFMarker] = []
                var pinsByPlace: [Int: NMFMarker] = [:]

                func move(to point: NMGLatLng) {
                    for pin in pins {
                        pin.position = point
                    }
                    for (_, placePin) in self.pinsByPlace {
                        placePin.position = point
                    }
                    for (index, listedPin) in pins.enumerated() where index > 0 {
                        listedPin.position = point
                    }
                    for valuePin in pinsByPlace.values {
                        valuePin.position = point
                    }
                }
            }
            """
        let output = Porter(from: .naver, to: .maplibre).port(naver).output
        #expect(!output.contains(".position"), "\(output)")
        for name in ["pin", "placePin", "listedPin", "valuePin"] {
            #expect(output.contains("\(name).coordinate = point"), "\(output)")
        }
    }

    /// A dictionary's key is not its value's type (`[Int: NMFMarker]` declares no `Int`), and a name bound elsewhere
    /// keeps what that binding says.
    @Test func theKeyAndANameBoundElsewhereTakeNoRole() {
        let model = TypeModel(
            SwiftTokenizer(
                """
                var pinsByPlace: [Int: NMFMarker] = [:]
                func f() {
                    for (id, pin) in pinsByPlace { print(id, pin) }
                    for other in pinsByPlace.values { print(other) }
                    let other = 3
                }
                """
            ).tokenize(), styles: [.naver])
        #expect(model.names["pin"] == .marker)
        #expect(model.names["id"] == nil)
        #expect(model.names["other"] == nil)
        #expect(model.declaredTypes["Int"] == nil)
    }
}

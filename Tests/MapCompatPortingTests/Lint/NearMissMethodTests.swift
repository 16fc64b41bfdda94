import MapCompatPorting
import Testing

/// `mapcompat lint`'s rule: a method of a delegate-adopting type named nearly as a requirement is reported with
/// the requirement's signature. The route-me screen has the three near misses a new user wrote in the third
/// round's trial (delegate methods spelled as route-me's Objective-C names read, `RMMapViewDelegate.h` in
/// mapbox/DEPRECATED-mapbox-ios-sdk), beside methods that match.
@Suite struct NearMissMethodTests {
    let requirements = DelegateRequirements.adapters

    @Test func threeNearMissesOfRouteMeAreEachReported() {
        let source = """
            import RMMapLayerStyle

            final class PinScreen: NSObject, RMMapViewDelegate {
                func mapView(_ mapView: RMMapView!, shouldDragAnnotation annotation: RMAnnotation!) -> Bool { true }
                func tap(onCalloutAccessoryControl control: UIControl!, for annotation: RMAnnotation!, on map: RMMapView!) {}
                func mapView(
                    _ mapView: RMMapView!, annotation: RMAnnotation!, didChange newState: RMMapLayerDragState,
                    from oldState: RMMapLayerDragState
                ) {}
                func tap(on annotation: RMAnnotation!, onMap map: RMMapView!) {}
                func singleTap(onMap map: RMMapView!, at point: CGPoint) {}
                private func mapView(_ mapView: RMMapView!, shouldDragPin pin: RMAnnotation!) -> Bool { false }
                func reload() {}
            }
            """
        let found = requirements.nearMisses(in: source)
        #expect(
            found.map { "\($0.line): \($0.written) → \($0.requirement.fullName)" } == [
                "4: mapView(_:shouldDragAnnotation:) → mapView(_:shouldDrag:)",
                "5: tap(onCalloutAccessoryControl:for:on:) → tap(onCalloutAccessory:for:onMap:)",
                "6: mapView(_:annotation:didChange:from:) → mapView(_:annotation:didChange:fromOldState:)",
            ])
        #expect(found.allSatisfy { $0.protocolName == "RMMapViewDelegate" && $0.typeName == "PinScreen" })
        #expect(
            found.first?.description
                == "'mapView(_:shouldDragAnnotation:)' of PinScreen nearly matches RMMapViewDelegate's "
                + "'mapView(_:shouldDrag:)' and is never called; the requirement is "
                + "func mapView(_ mapView: RMMapView!, shouldDrag annotation: RMAnnotation!) -> Bool")
    }

    /// The conformance may be declared apart from the methods, in an extension, as MapLibre's examples do.
    @Test func aConformanceInAnExtensionCoversTheTypesOtherExtensions() {
        let source = """
            final class StoreMap: UIViewController {
                let mapView = MLNMapView(frame: .zero)
            }

            extension StoreMap: MLNMapViewDelegate {
                func mapView(_ mapView: MLNMapView, didSelect annotation: any MLNAnnotation) {}
                func mapViewDidFinishLoading(_ mapView: MLNMapView) {}
            }

            extension StoreMap {
                func mapView(_ mapView: MLNMapView, regionDidChange animated: Bool) {}
            }
            """
        let found = requirements.nearMisses(in: source)
        #expect(found.map(\.written) == ["mapViewDidFinishLoading(_:)", "mapView(_:regionDidChange:)"])
        #expect(
            found.map(\.requirement.fullName) == [
                "mapViewDidFinishLoadingMap(_:)", "mapView(_:regionDidChangeAnimated:)",
            ])
    }

    @Test func aTypeThatAdoptsNoDelegateAndMethodsThatMatchAreLeftAlone() {
        let source = """
            final class Helper {
                func mapView(_ mapView: RMMapView!, shouldDragAnnotation annotation: RMAnnotation!) -> Bool { true }
            }
            final class Screen: NSObject, GMSMapViewDelegate, UITableViewDataSource {
                func mapView(_ mapView: GMSMapView, didTap marker: GMSMarker) -> Bool { false }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                override func mapViewSnapshotReady(_ mapView: GMSMapView) {}
            }
            """
        #expect(requirements.nearMisses(in: source).isEmpty)
    }

    /// A plugin's porting style brings its own delegate methods.
    @Test func aPortingStylesCallbacksAreRequirementsToo() {
        var withMapKit = DelegateRequirements(protocols: [:])
        withMapKit.add(.mapKit)
        let source = """
            final class Screen: NSObject, MKMapViewDelegate {
                func mapView(_ mapView: MKMapView, didSelectView view: MKAnnotationView) {}
            }
            """
        #expect(withMapKit.nearMisses(in: source).map(\.requirement.fullName) == ["mapView(_:didSelect:)"])
    }
}

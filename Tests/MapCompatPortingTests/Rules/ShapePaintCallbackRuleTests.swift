import Testing

@testable import MapCompatPorting

/// ``ShapePaintCallbackRule``: MapKit apps paint their routes and areas from `mapView(_:rendererFor:)`, returning an
/// `MKPolylineRenderer` or `MKPolygonRenderer` they configure (mobile-academy/uikonf-rxswift,
/// `RxSwiftWorkshop/Maps/ViewModel/MapViewDelegate.swift`: a `guard` cast and a blue line;
/// software-mansion-labs/expo-maps, `ios/ExpoMaps/AppleMapsDelegate.swift`: a filled polygon;
/// RafaelKayumov/MapDemo, `PolylineRenderer+Additions.swift`: a line cap), which MapLibre asks of one delegate
/// method per property (maplibre/maplibre-native, `platform/ios/src/MLNMapViewDelegate.h`).
@Suite struct ShapePaintCallbackRuleTests {
    let harness = RuleHarness(ShapePaintCallbackRule.self, from: .mapKit, to: .maplibre)

    @Test func aGuardedLineRendererBecomesAColourAndAWidthMethod() {
        let run = harness.run(
            """
            final class RouteDelegate: NSObject, MKMapViewDelegate {
                func mapView(_: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {
                    guard let route = overlay as? MKPolyline else { return MKOverlayRenderer(overlay: overlay) }
                    let routeRenderer = MKPolylineRenderer(polyline: route)
                    routeRenderer.strokeColor = .systemTeal
                    routeRenderer.lineWidth = 6
                    return routeRenderer
                }
            }
            """)
        #expect(harness.applies)
        #expect(
            run.text == """
                final class RouteDelegate: NSObject, MKMapViewDelegate {
                    func mapView(_: MLNMapView, strokeColorForShapeAnnotation overlay: MLNShape) -> UIColor {
                        guard overlay is MKPolyline else { return .clear }
                        return .systemTeal
                    }

                    func mapView(_: MLNMapView, lineWidthForPolylineAnnotation overlay: MLNPolyline) -> CGFloat {
                        guard overlay is MKPolyline else { return 3 }
                        return 6
                    }
                }
                """)
        #expect(run.findings.map(\.kind) == [.automatic])
        #expect(run.refused.isEmpty)
    }

    /// A chain that tests the shape's kind: a method asked about one kind keeps only its branch; a width set for
    /// areas, which MapLibre never asks about, is said.
    @Test func eachMethodKeepsTheBranchesOfTheShapesItIsAskedAbout() {
        let run = harness.run(
            """
            extension ZonesScreen: MKMapViewDelegate {
                func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {
                    if let zone = overlay as? MKPolygon {
                        let renderer = MKPolygonRenderer(polygon: zone)
                        renderer.fillColor = zoneColor(zone).withAlphaComponent(0.3)
                        renderer.strokeColor = zoneColor(zone)
                        renderer.lineWidth = 2
                        return renderer
                    } else if overlay is MKPolyline {
                        let renderer = MKPolylineRenderer(overlay: overlay)
                        renderer.strokeColor = .black
                        renderer.lineWidth = 4
                        return renderer
                    }
                    return MKOverlayRenderer()
                }
            }
            """)
        #expect(
            run.text == """
                extension ZonesScreen: MKMapViewDelegate {
                    func mapView(_ mapView: MLNMapView, strokeColorForShapeAnnotation overlay: MLNShape) -> UIColor {
                        if let zone = overlay as? MKPolygon {
                            return zoneColor(zone)
                        } else if overlay is MKPolyline {
                            return .black
                        }
                        return .clear
                    }

                    func mapView(_ mapView: MLNMapView, lineWidthForPolylineAnnotation overlay: MLNPolyline) -> CGFloat {
                        if overlay is MKPolyline {
                            return 4
                        }
                        return 3
                    }

                    func mapView(_ mapView: MLNMapView, fillColorForPolygonAnnotation overlay: MLNPolygon) -> UIColor {
                        if let zone = overlay as? MKPolygon {
                            return zoneColor(zone).withAlphaComponent(0.3)
                        }
                        return .clear
                    }
                }
                """)
        #expect(run.findings.map(\.kind) == [.automatic, .review])
        #expect(run.findings.last?.message.contains("about lines only") == true)
    }

    /// A renderer made for every shape, with a cap MapLibre's shape annotations do not take: the cap goes with a
    /// review, a comment stays in the method that takes the source's place and goes with its line in the others.
    @Test func aLineCapGoesWithAReviewAndCommentsStayInTheFirstMethod() {
        let run = harness.run(
            """
            extension TrackScreen {
                func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {
                    let renderer = MKPolylineRenderer(overlay: overlay)
                    renderer.strokeColor = .trackColor
                    renderer.lineWidth = 5.0 // as thick as the app's tracks
                    renderer.lineCap = .butt
                    return renderer
                }
            }
            """)
        #expect(
            run.text == """
                extension TrackScreen {
                    func mapView(_ mapView: MLNMapView, strokeColorForShapeAnnotation overlay: MLNShape) -> UIColor {
                        return .trackColor
                        // as thick as the app's tracks
                    }

                    func mapView(_ mapView: MLNMapView, lineWidthForPolylineAnnotation overlay: MLNPolyline) -> CGFloat {
                        return 5.0 // as thick as the app's tracks
                    }
                }
                """)
        #expect(run.findings.map(\.kind) == [.automatic, .review])
        #expect(run.findings.last?.message.contains("MLNLineStyleLayer") == true)
        #expect(run.refused.isEmpty)
    }

    /// What the port cannot follow is left whole for the member-level port and its note: a circle (MapLibre has no
    /// circle annotation), a renderer kept in a property, a colour set and then set again on one path.
    @Test func methodsItCannotFollowAreLeftWhole() {
        let sources = [
            """
            func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {
                if let fence = overlay as? MKCircle {
                    let renderer = MKCircleRenderer(circle: fence)
                    renderer.fillColor = UIColor.green.withAlphaComponent(0.2)
                    return renderer
                }
                return MKOverlayRenderer()
            }
            """,
            """
            func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {
                render = MKPolylineRenderer(overlay: overlay)
                render?.strokeColor = .gray
                return render!
            }
            """,
            """
            func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {
                let renderer = MKPolylineRenderer(overlay: overlay)
                renderer.strokeColor = .gray
                if isSelected(overlay) { renderer.strokeColor = .orange }
                return renderer
            }
            """,
        ]
        for source in sources {
            let run = harness.run(source)
            #expect(run.text == source)
            #expect(run.findings.isEmpty)
        }
    }

    /// Only a style that paints from one renderer ports to one that asks per property.
    @Test func appliesFromARendererToPerPropertyMethodsOnly() {
        #expect(!RuleHarness(ShapePaintCallbackRule.self, from: .mapKit, to: .naver).applies)
        #expect(!RuleHarness(ShapePaintCallbackRule.self, from: .maplibre, to: .mapKit).applies)
        #expect(!RuleHarness(ShapePaintCallbackRule.self, from: .mapKit, to: .googleMaps).applies)
    }
}

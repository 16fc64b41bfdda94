import Foundation
import MapCompatConformance
import MapCompatCore
import MapCompatTestSupport
import MapCompatTesting
import RMMapLayerStyle
import RMMapLayerStyleConformance
import Testing

/// Records the delegate callbacks the tests look at.
private final class Delegate: RMMapViewDelegate {
    var allowDrag = true
    var states: [(RMMapLayerDragState, RMMapLayerDragState)] = []
    var accessoryTaps: [UIControl] = []
    var taps: [CGPoint] = []
    var selected = 0

    func mapView(_ mapView: RMMapView!, shouldDrag annotation: RMAnnotation!) -> Bool { allowDrag }
    func mapView(
        _ mapView: RMMapView!, annotation: RMAnnotation!, didChange newState: RMMapLayerDragState,
        fromOldState oldState: RMMapLayerDragState
    ) { states.append((oldState, newState)) }
    func tap(onCalloutAccessory control: UIControl!, for annotation: RMAnnotation!, onMap map: RMMapView!) {
        accessoryTaps.append(control)
    }
    func singleTap(onMap map: RMMapView!, at point: CGPoint) { taps.append(point) }
    func mapView(_ mapView: RMMapView!, didSelect annotation: RMAnnotation!) { selected += 1 }
}

/// A layer that holds its confirmations until the test releases them.
private final class SlowLayer: RMMapLayer {
    var held: [RMMapLayerDragState] = []
    override func setDragState(_ state: RMMapLayerDragState, animated: Bool) {
        if state == RMMapLayerDragStateStarting || state == RMMapLayerDragStateEnding {
            held.append(state)
        } else {
            super.setDragState(state, animated: animated)
        }
    }
}

private func tap(_ map: RMMapView, _ point: CGPoint) throws {
    try MapTester(map).perform({ try $0.tap(at: point) }, thenAdvanceBy: 0.5)
}

private func press(_ map: RMMapView, _ point: CGPoint, hold: Double) throws {
    try map.handle(TouchFrame(time: map.core.now, touches: [Touch(id: 1, location: point, phase: .began)]))
    try map.advance(by: hold)
}

private func lift(_ map: RMMapView, _ point: CGPoint) throws {
    try map.handle(TouchFrame(time: map.core.now, touches: [Touch(id: 1, location: point, phase: .ended)]))
}

/// An annotation at the centre of the view with a 24 × 36 marker anchored bottom centre.
private func centred(_ map: RMMapView, layer: RMMapLayer? = nil, title: String? = "Hall") -> RMAnnotation {
    let annotation: RMAnnotation = RMAnnotation(mapView: map, coordinate: map.centerCoordinate, andTitle: title)
    annotation.layer =
        layer ?? RMMarker(uiImage: UIImage(size: CGSize(width: 24, height: 36)), anchorPoint: CGPoint(x: 0.5, y: 1))
    map.addAnnotation(annotation)
    return annotation
}

@Test func zoomIsCountedOn256PointTiles() throws {
    let map = testMap(zoom: 12)
    #expect(map.core.camera.zoom == 11)
    #expect(map.zoom == 12)
    map.maxZoom = 18
    #expect(map.core.limits.maxZoom == 17)
}

@Test func annotationBackReferenceAndUserInfo() throws {
    let map = testMap()
    let layer: RMMarker = RMMarker(uiImage: UIImage(size: CGSize(width: 24, height: 36)))
    layer.userInfo = "layer data"
    let annotation = centred(map, layer: layer)
    annotation.userInfo = "model data"
    #expect(layer.annotation === annotation)
    #expect(layer.userInfo as? String == "layer data")
    #expect(annotation.userInfo as? String == "model data")
}

@Test func projectedLocationIsSphericalMercatorMetres() throws {
    let map = testMap(center: CLLocationCoordinate2D(latitude: 0, longitude: 180))
    let annotation = centred(map)
    let x = annotation.layer?.projectedLocation.x ?? 0
    #expect(abs(x - 20_037_508.34) < 1)
}

@Test func calloutOffsetMovesTheCalloutDownAndRight() throws {
    let map = testMap()
    let annotation = centred(map)
    annotation.layer?.canShowCallout = true
    map.selectAnnotation(annotation, animated: false)
    let plain = try #require(map.core.shownCallout)
    annotation.layer?.calloutOffset = CGPoint(x: 10, y: 20)
    let moved = try #require(map.core.shownCallout)
    #expect(moved.anchor.x == plain.anchor.x + 10)
    #expect(moved.anchor.y == plain.anchor.y + 20)
}

@Test func canShowCalloutWithoutTitleActsDisabled() throws {
    let map = testMap()
    let delegate = Delegate()
    map.delegate = delegate
    let annotation = centred(map, title: nil)
    annotation.layer?.canShowCallout = true
    try tap(map, CGPoint(x: 200, y: 385))
    #expect(map.selectedAnnotation == nil)
    #expect(delegate.taps.count == 1)  // the tap went through to the map
    annotation.layer?.canShowCallout = false  // the title is ignored then
    try tap(map, CGPoint(x: 200, y: 385))
    #expect(map.selectedAnnotation === annotation)
    #expect(map.core.shownCallout == nil)
}

@Test func accessoryControlTapsReachTheDelegate() throws {
    let map = testMap()
    let delegate = Delegate()
    map.delegate = delegate
    let annotation = centred(map)
    let left = UIControl(frame: .zero)
    annotation.layer?.canShowCallout = true
    annotation.layer?.leftCalloutAccessoryView = left
    annotation.layer?.rightCalloutAccessoryView = UIView(frame: .zero)
    map.selectAnnotation(annotation, animated: true)
    let callout = try #require(map.core.shownCallout)
    try tap(map, try #require(callout.center(of: .left)))
    try tap(map, try #require(callout.center(of: .right)))  // not a control: no callback
    #expect(delegate.accessoryTaps.count == 1)
    #expect(delegate.accessoryTaps.first === left)
    #expect(map.selectedAnnotation === annotation)
}

@Test func baseLayerConfirmsAtOnceAndMarkerAfterItsLift() throws {
    let map = testMap()
    let delegate = Delegate()
    map.delegate = delegate
    let marker = centred(map)
    try press(map, CGPoint(x: 200, y: 390), hold: 0.3)  // 0.25 s long press, lift under way
    #expect(map.core.dragState(of: try #require(marker.coreID)) == .starting)
    #expect(marker.layer?.dragState == RMMapLayerDragStateNone)  // stored once the lift is done
    #expect(delegate.states.isEmpty)
    try map.advance(by: 0.3)
    #expect(marker.layer?.dragState == RMMapLayerDragStateDragging)
    // Only stored states reach the delegate, each from the one before (RMMapLayer.m, setDragState:animated:).
    #expect(delegate.states.map(\.0) == [RMMapLayerDragStateNone])
    #expect(delegate.states.map(\.1) == [RMMapLayerDragStateDragging])
}

@Test func layerSignalsItsAnimationsAreDoneAndCannotAbortFromStarting() throws {
    let map = testMap()
    let delegate = Delegate()
    map.delegate = delegate
    let layer = SlowLayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 24, height: 36)
    layer.anchorPoint = CGPoint(x: 0.5, y: 1)
    let annotation = centred(map, layer: layer)
    try press(map, CGPoint(x: 200, y: 390), hold: 0.5)
    let id = try #require(annotation.coreID)
    #expect(layer.held == [RMMapLayerDragStateStarting])
    #expect(map.core.dragState(of: id) == .starting)
    #expect(layer.dragState == RMMapLayerDragStateNone)  // nothing stored while the lift runs
    layer.dragState = RMMapLayerDragStateNone  // aborting a new drag is not allowed
    #expect(map.core.dragState(of: id) == .starting)
    layer.dragState = RMMapLayerDragStateDragging  // the lift is done
    #expect(annotation.layer?.dragState == RMMapLayerDragStateDragging)
    try lift(map, CGPoint(x: 200, y: 390))
    #expect(layer.held == [RMMapLayerDragStateStarting, RMMapLayerDragStateEnding])
    #expect(map.core.dragState(of: id) == .ending)
    #expect(layer.dragState == RMMapLayerDragStateDragging)  // still stored while the drop runs
    layer.dragState = RMMapLayerDragStateNone  // the drop is done
    #expect(layer.dragState == RMMapLayerDragStateNone)
    #expect(delegate.states.map(\.1) == [RMMapLayerDragStateDragging, RMMapLayerDragStateNone])
}

@Test func noDragWithoutTheDelegateSaying() throws {
    let map = testMap()
    let delegate = Delegate()
    delegate.allowDrag = false
    map.delegate = delegate
    let annotation = centred(map)
    try press(map, CGPoint(x: 200, y: 390), hold: 1)
    #expect(annotation.layer?.dragState == RMMapLayerDragStateNone)
}

@Test func setPositionMovesTheLayer() throws {
    let map = testMap()
    let annotation = centred(map)
    annotation.layer?.setPosition(CGPoint(x: 100, y: 100), animated: true)
    try map.advance(by: 1)
    #expect(abs(annotation.position.x - 100) < 1e-6 && abs(annotation.position.y - 100) < 1e-6)
}

/// The rm row of the built-in suite, exactly (the pinned matrix holds every cell): nothing fails or errs, and
/// the checks made are counted with their unchecked ones.
@Test func theWholeSuitePassesOrIsNotApplicable() throws {
    let report = ConformanceRunner(plugins: [CorePlugin(), RMPlugin()]).run(
        try SpecLoader().load(path: PackagePaths.specsPath))
    for result in report.results where result.status == .fail || result.status == .error {
        Issue.record("\(result.spec) [\(result.adapter)]: \(result.message)")
    }
    let rm = report.results.filter { $0.adapter == "rm" }
    let counts = Dictionary(grouping: rm, by: \.status).mapValues(\.count)
    #expect(counts == [.pass: 47, .partial: 21, .notApplicable: 137])
    let checks = rm.compactMap(\.checks)
    #expect(checks.map(\.made).reduce(0, +) == 253)
    #expect(checks.map(\.total).reduce(0, +) == 521)
}

import MapCompatConformance
import MapCompatCore
import Testing
import WorkedExampleAdapter

/// The worked example's adapter through its Mapbox-style API, written as Mapbox's own examples write it
/// (mapbox/mapbox-maps-ios `Apps/Examples/Examples/All Examples/Annotations/CustomPointAnnotationExample.swift`: a
/// point annotation with an image and a `tapHandler` returning `true`; `CameraAnimationExample.swift`:
/// `mapView.camera.ease(to:duration:)` to `CameraOptions(center:zoom:bearing:pitch:)`).
@Suite struct MapboxMapsAdapterTests {
    /// A map over Seoul, its driver, and the taps the map's signal reported.
    final class Screen {
        let mapView = MapView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 800),
            mapInitOptions: MapInitOptions(
                cameraOptions: CameraOptions(
                    center: CLLocationCoordinate2D(latitude: 37.5666, longitude: 126.9784), zoom: 15)))
        lazy var driver = SessionDriver(view: mapView)
        var mapTaps: [MapContentGestureContext] = []
        var cancelables = Set<AnyCancelable>()

        init() {
            mapView.gestures.onMapTap.observe { [unowned self] in mapTaps.append($0) }.store(in: &cancelables)
        }

        /// A 40-point icon centred on `point`, in a new manager whose layer lies above the ones made before.
        func annotation(at point: CGPoint, sortKey: Double? = nil, keepsTap: Bool?, log: @escaping (String) -> Void)
            -> PointAnnotationManager
        {
            let manager = mapView.annotations.makePointAnnotationManager()
            var annotation = PointAnnotation(coordinate: mapView.mapboxMap.coordinate(for: point))
            annotation.image = .init(image: UIImage(size: CGSize(width: 40, height: 40)), name: "pin")
            annotation.symbolSortKey = sortKey
            if let keepsTap {
                annotation.tapHandler = { context in
                    log("tap at \(Int(context.point.x)),\(Int(context.point.y))")
                    return keepsTap
                }
            }
            manager.annotations = [annotation]
            return manager
        }
    }

    @Test func aHandlerThatKeepsTheTapIsToldWhereAndTheMapHearsNothing() throws {
        let screen = Screen()
        var log: [String] = []
        _ = screen.annotation(at: CGPoint(x: 200, y: 300), keepsTap: true) { log.append($0) }
        try screen.driver.tap(at: CGPoint(x: 205, y: 310))
        #expect(try screen.driver.settle(maximum: 5))
        #expect(log == ["tap at 205,310"])
        #expect(screen.mapTaps.isEmpty)
    }

    @Test func aDeclinedTapAndATapBesideTheIconReachTheMap() throws {
        let screen = Screen()
        var log: [String] = []
        _ = screen.annotation(at: CGPoint(x: 200, y: 300), keepsTap: false) { log.append($0) }
        try screen.driver.tap(at: CGPoint(x: 200, y: 300))
        #expect(try screen.driver.settle(maximum: 5))
        try screen.driver.tap(at: CGPoint(x: 200, y: 500))
        #expect(try screen.driver.settle(maximum: 5))
        #expect(log == ["tap at 200,300"])
        #expect(screen.mapTaps.map(\.point) == [CGPoint(x: 200, y: 300), CGPoint(x: 200, y: 500)])
        let shown = screen.mapView.mapboxMap.point(for: try #require(screen.mapTaps.last).coordinate)
        #expect(abs(shown.y - 500) < 1e-6)
    }

    @Test func aLaterManagersLayerLiesAboveWhateverTheSortKeys() throws {
        let screen = Screen()
        var log: [String] = []
        _ = screen.annotation(at: CGPoint(x: 200, y: 300), sortKey: 10, keepsTap: true) { log.append("low \($0)") }
        _ = screen.annotation(at: CGPoint(x: 200, y: 300), sortKey: 0, keepsTap: true) { log.append("high \($0)") }
        try screen.driver.tap(at: CGPoint(x: 200, y: 300))
        #expect(try screen.driver.settle(maximum: 5))
        #expect(log == ["high tap at 200,300"])
    }

    @Test func easeMovesOverTimeUntilItsCancelableStopsIt() throws {
        let screen = Screen()
        let map = screen.mapView.mapboxMap!
        var changes = 0
        var idles = 0
        map.onCameraChanged.observe { _ in changes += 1 }.store(in: &screen.cancelables)
        map.onMapIdle.observe { _ in idles += 1 }.store(in: &screen.cancelables)
        map.setCamera(to: CameraOptions(zoom: 14))
        #expect(changes == 1 && idles == 1)  // a jump is one change
        map.setCamera(to: CameraOptions(zoom: 15))
        (changes, idles) = (0, 0)
        let target = CameraOptions(
            center: CLLocationCoordinate2D(latitude: 37.6, longitude: 127), zoom: 11, bearing: 180, pitch: 15)
        let animation = screen.mapView.camera.ease(to: target, duration: 1, curve: .linear)
        for _ in 0..<5 { try screen.mapView.advance(by: 0.1) }
        animation.cancel()
        #expect(try screen.driver.settle(maximum: 5))
        #expect(abs(map.cameraState.zoom - 13) < 0.01)
        #expect(changes == 5 && idles == 1)  // one change a step, one rest
        screen.mapView.camera.ease(to: target, duration: 1)  // released at once, as apps write it: it still runs
        #expect(try screen.driver.settle(maximum: 5))
        #expect(map.cameraState.zoom == 11 && map.cameraState.bearing == 180 && map.cameraState.pitch == 15)
    }

    @Test func cameraBoundsClampTheCameraAndAnInvertedRangeThrows() throws {
        let map = Screen().mapView.mapboxMap!
        let bounds = map.cameraBounds  // Mapbox's defaults
        #expect(bounds.maxZoom == 22 && bounds.minZoom == 0 && bounds.maxPitch == 85)
        try map.setCameraBounds(with: CameraBoundsOptions(maxZoom: 12))
        #expect(map.cameraState.zoom == 12)
        #expect(throws: MapError.self) { try map.setCameraBounds(with: CameraBoundsOptions(minZoom: 14)) }
        #expect(map.cameraBounds.minZoom == 0 && map.cameraBounds.maxZoom == 12)
    }

    @Test func optionsThatAreNoCameraAreIgnoredAndReported() throws {
        let mapView = Screen().mapView
        let before = mapView.mapboxMap.cameraState
        mapView.mapboxMap.setCamera(to: CameraOptions(zoom: .nan))
        #expect(mapView.mapboxMap.cameraState.zoom == before.zoom)
        #expect(mapView.core.diagnostics.last?.action == .ignored)
        #expect(
            mapView.mapboxMap.point(for: CLLocationCoordinate2D(latitude: 0, longitude: 0)) == CGPoint(x: -1, y: -1))
    }

    @Test func gestureOptionsSwitchTheGestures() throws {
        let screen = Screen()
        screen.mapView.gestures.options.pitchEnabled = false
        screen.mapView.gestures.options.doubleTapToZoomInEnabled = false
        try screen.driver.perform(.tilt(Step.Tilt(center: CGPoint(x: 200, y: 400), dy: -100)))
        try screen.driver.perform(.doubleTap(CGPoint(x: 200, y: 400)))
        #expect(try screen.driver.settle(maximum: 5))
        #expect(screen.mapView.mapboxMap.cameraState.pitch == 0)
        #expect(screen.mapView.mapboxMap.cameraState.zoom == 15)
        #expect(screen.mapTaps.count == 2)  // with double tap off, each tap is the map's at once
    }
}

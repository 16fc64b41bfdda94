import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

// The cases of MGLAnnotationViewIntegrationTests.mm that select an annotation where it shows (after a camera
// change, with a centre offset, or after showing many annotations): upstream asks the map's private hit test,
// `annotationTagAtPoint:persistingResults:`; the port taps there.
extension MGLAnnotationViewIntegrationTests {
    /// The annotation a tap at `point` selects, the selection undone after: upstream asks the private
    /// `annotationTagAtPoint:persistingResults:`, the map's own hit test, which a tap runs.
    func annotationTapped(at point: CGPoint) throws -> (any MLNAnnotation)? {
        for selected in mapView.selectedAnnotations { mapView.deselectAnnotation(selected, animated: false) }
        guard mapView.bounds.contains(point) else { return nil }
        var script = TouchScript(startTime: mapView.core.now)
        try script.tap(at: point)
        for frame in script.frames { try mapView.handle(frame) }
        try mapView.advance(by: 1)
        let hit = mapView.selectedAnnotations.first
        if let hit { mapView.deselectAnnotation(hit, animated: false) }
        return hit
    }

    /// internalSelectDeselectAnnotation: the annotation found at its point is selected, alone, then deselected.
    func selectDeselect(_ point: MLNPointAnnotation) throws {
        let annotationPoint = mapView.convert(point.coordinate, toPointTo: mapView)
        let annotation = try #require(
            try annotationTapped(at: annotationPoint), "Should be an annotation at this point: \(annotationPoint)")
        var completed = false
        mapView.selectAnnotation(annotation, moveIntoView: false, animateSelection: false) { completed = true }
        try mapView.advance(by: 0.05)
        #expect(completed)
        #expect(mapView.selectedAnnotations.count == 1, "There should only be 1 selected annotation")
        #expect(mapView.selectedAnnotations.first === annotation, "The annotation should be selected")
        mapView.deselectAnnotation(annotation, animated: false)
    }

    /// internalAddAnnotationsAtCoordinates: 40 × 40 views for point annotations.
    func addAnnotations(at coordinates: [CLLocationCoordinate2D]) -> [MLNPointAnnotation] {
        delegate.viewForAnnotation = { annotation in
            guard annotation is MLNPointAnnotation else { return nil }
            let view = MLNAnnotationView(annotation: annotation, reuseIdentifier: "MGLTestAnnotationReuseIdentifer")
            view.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            view.isEnabled = true
            return view
        }
        let annotations = coordinates.map { coordinate in
            let annotation = MLNPointAnnotation()
            annotation.title = "internalAddAnnotationsAtCoordinates:"
            annotation.coordinate = coordinate
            return annotation
        }
        mapView.addAnnotations(annotations)
        return annotations
    }

    /// internalTestSelecting:withCamera: moves to the camera over 0.1 s, then selects by a tap.
    func select(_ point: MLNPointAnnotation, after camera: MLNMapCamera) throws {
        var moved = false
        mapView.setCamera(camera, withDuration: 0.1, animationTimingFunction: nil) { moved = true }
        try mapView.advance(by: 1.5)
        #expect(moved, "rotationCompleted")
        try selectDeselect(point)
    }

    /// The camera turned to `direction` and zoomed to `zoom` "about" an anchor: upstream's private
    /// `cameraByRotatingToDirection:aroundAnchorPoint:`, `cameraByZoomingToZoomLevel:aroundAnchorPoint:` and
    /// `cameraForCameraOptions:` build the camera from the options' centre (the current one), zoom, bearing
    /// and pitch, and do not read the anchor (`MLNMapView.mm`, `cameraForCameraOptions:`); so does the port.
    func camera(direction: Double? = nil, zoom: Double? = nil) -> MLNMapCamera {
        let camera = mapView.camera
        if let direction { camera.heading = wrap360(direction) }
        if let zoom {
            camera.altitude = MLNAltitudeForZoomLevel(
                zoom, camera.pitch, camera.centerCoordinate.latitude, mapView.bounds.size)
        }
        return camera
    }

    @Test("testSelectingAnnotationWithCenterOffset")
    func selectingAnnotationWithCenterOffset() throws {
        for dx in stride(from: -100.0, through: 100, by: 100) {
            for dy in stride(from: -100.0, through: 100, by: 100) {
                // Upstream's own insets, left taken from dy as written there.
                let insets = UIEdgeInsets(top: max(-dy, 0), left: max(-dy, 0), bottom: max(dy, 0), right: max(dx, 0))
                try selectingWithCenterOffset(CGVector(dx: dx, dy: dy), insets: insets)
            }
        }
    }

    /// internalTestSelectingAnnotationWithCenterOffsetWithOffset:edgeInsets:.
    func selectingWithCenterOffset(_ offset: CGVector, insets: UIEdgeInsets) throws {
        mapView.contentInset = insets
        let size = mapView.bounds.size
        delegate.viewForAnnotation = { annotation in
            guard annotation is MLNPointAnnotation else { return nil }
            let view = MLNAnnotationView(annotation: annotation, reuseIdentifier: "MGLTestAnnotationReuseIdentifer")
            view.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            view.isEnabled = true
            view.centerOffset = offset
            return view
        }
        let point = MLNPointAnnotation()
        point.title = "internalTestSelectingAnnotationWithCenterOffsetWithOffset:edgeInsets:"
        point.coordinate = CLLocationCoordinate2D(latitude: 0, longitude: 0)
        mapView.addAnnotation(point)
        try mapView.advance(by: 0.5)

        let annotationPoint = mapView.convert(point.coordinate, toPointTo: mapView)
        #expect(abs(annotationPoint.x - (size.width - insets.right + insets.left) / 2) <= 0.25)
        #expect(abs(annotationPoint.y - (size.height - insets.bottom + insets.top) / 2) <= 0.25)

        let tapPoint = CGPoint(x: annotationPoint.x + offset.dx, y: annotationPoint.y + offset.dy)
        #expect(try annotationTapped(at: tapPoint) != nil, "Should have tapped on annotation")
        // Upstream's loop tests its first point each time (`*testPoints`): to the left of the annotation.
        let beside = CGPoint(x: tapPoint.x - 40, y: tapPoint.y)
        for _ in 0..<4 {
            #expect(try annotationTapped(at: beside) == nil, "Tap should to the side of the annotation")
        }
    }

    @Test("testSelectingAnnotationWhenMapIsRotated")
    func selectingAnnotationWhenMapIsRotated() throws {
        let annotation = try #require(addAnnotations(at: [CLLocationCoordinate2D(latitude: 40, longitude: 40)]).first)
        var random = Random48()
        for _ in 0..<10 {
            let angle = random.next() * 1080 - 540
            // The anchor's two draws keep upstream's sequence; the camera does not read the anchor.
            _ = (random.next(), random.next())
            try select(annotation, after: camera(direction: angle))
        }
    }

    @Test("testSelectingAnnotationWhenMapIsScaled")
    func selectingAnnotationWhenMapIsScaled() throws {
        let annotation = try #require(
            addAnnotations(at: [CLLocationCoordinate2D(latitude: 0.005, longitude: 0.005)]).first)
        var random = Random48()
        for _ in 0..<10 {
            try select(annotation, after: camera(zoom: random.next() * 14))
        }
    }

    @Test("testSelectingAnnotationWhenMapIsScaledAndRotated")
    func selectingAnnotationWhenMapIsScaledAndRotated() throws {
        let annotation = try #require(
            addAnnotations(at: [CLLocationCoordinate2D(latitude: 0.005, longitude: 0.005)]).first)
        var random = Random48()
        for _ in 0..<10 {
            let zoom = 7 + random.next() * 7
            let angle = random.next() * 1080 - 540
            // The anchor's two draws keep upstream's sequence; the camera does not read the anchor.
            _ = (random.next(), random.next())
            try select(annotation, after: camera(direction: angle, zoom: zoom))
        }
    }

    @Test("testShowingAnnotationsThenSelectingAnimated")
    func showingAnnotationsThenSelectingAnimated() throws {
        try showingAnnotationsThenSelecting(animated: true)
    }

    @Test("testShowingAnnotationsThenSelecting")
    func showingAnnotationsThenSelecting() throws {
        try showingAnnotationsThenSelecting(animated: false)
    }

    /// internalTestShowingAnnotationsThenSelectingAnimated: ten random paddings and insets, twenty annotations each.
    func showingAnnotationsThenSelecting(animated: Bool) throws {
        var random = Random48()
        let maxXPadding = max(mapView.bounds.width / 5, 100)
        let maxYPadding = max(mapView.bounds.height / 5, 100)
        for _ in 0..<10 {
            let padding = UIEdgeInsets(
                top: (random.next() * maxYPadding).rounded(.down), left: (random.next() * maxXPadding).rounded(.down),
                bottom: (random.next() * maxYPadding).rounded(.down),
                right: (random.next() * maxXPadding).rounded(.down))
            let insets = UIEdgeInsets(
                top: (random.next() * maxYPadding).rounded(.down), left: (random.next() * maxXPadding).rounded(.down),
                bottom: (random.next() * maxYPadding).rounded(.down),
                right: (random.next() * maxXPadding).rounded(.down))
            let coordinates = (0..<20).map { _ in
                CLLocationCoordinate2D(latitude: random.next(), longitude: random.next())
            }
            let annotations = addAnnotations(at: coordinates)
            mapView.contentInset = insets
            var shown = false
            mapView.showAnnotations(annotations, edgePadding: padding, animated: animated) { shown = true }
            try mapView.advance(by: 3.5)
            #expect(shown, "showCompleted")
            for annotation in annotations { try selectDeselect(annotation) }
            mapView.removeAnnotations(annotations)
            mapView.contentInset = .zero
        }
    }
}

/// The test's `srand48(0)` then `drand48()`, with the state held here rather than in the C library, so that
/// tests running side by side do not share it: the same 48-bit generator, seeded as `srand48(0)` seeds it.
struct Random48 {
    private var state: UInt64 = 0x330E

    /// The next number in [0, 1).
    mutating func next() -> Double {
        state = (0x5_DEEC_E66D &* state &+ 0xB) & 0xFFFF_FFFF_FFFF
        return Double(state) / Double(1 << 48)
    }
}

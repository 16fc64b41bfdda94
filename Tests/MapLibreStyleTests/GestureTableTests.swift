import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

/// Seed 001's gesture table and switches, driven through `MLNMapView` with touch scripts.
struct GestureTableTests {
    @Test func pinchZoomsAndZoomEnabledOffStopsIt() throws {
        let view = makeMapView()
        try view.play { try $0.pinch(center: viewCenter, scale: 2) }
        #expect(abs(view.zoomLevel - 16) < 0.01)
        view.isZoomEnabled = false
        try view.play { try $0.pinch(center: viewCenter, scale: 2) }
        #expect(abs(view.zoomLevel - 16) < 0.01)
    }

    @Test func rotationChangesDirectionAndRotateEnabledOffStopsIt() throws {
        let view = makeMapView()
        try view.play { try $0.rotate(center: viewCenter, degrees: 40) }
        #expect(abs(view.direction - 320) < 0.5)
        view.isRotateEnabled = false
        try view.play { try $0.rotate(center: viewCenter, degrees: 40) }
        #expect(abs(view.direction - 320) < 0.5)
    }

    @Test func singleTapSelectsAndDeselectsTheAnnotation() throws {
        let view = makeMapView()
        let delegate = RecordingDelegate()
        view.delegate = delegate
        let annotation = MLNPointAnnotation(coordinate: view.centerCoordinate, title: "Hall")
        view.addAnnotation(annotation)
        try view.play { try $0.tap(at: CGPoint(x: 200, y: 385)) }
        #expect(view.selectedAnnotations.count == 1)
        #expect(delegate.selected == ["Hall"])
        try view.play { try $0.tap(at: CGPoint(x: 100, y: 650)) }
        #expect(view.selectedAnnotations.isEmpty)
        #expect(delegate.deselected == ["Hall"])
    }

    @Test func doubleTapZoomsInToRoundedLevelPlusOne() throws {
        let view = makeMapView()
        view.zoomLevel = 14.6
        try view.play { try $0.doubleTap(at: viewCenter) }
        #expect(abs(view.zoomLevel - 16) < 0.001)
        view.isZoomEnabled = false
        try view.play { try $0.doubleTap(at: viewCenter) }
        #expect(abs(view.zoomLevel - 16) < 0.001)
    }

    @Test func twoFingerTapZoomsOutToRoundedLevelMinusOne() throws {
        let view = makeMapView()
        view.zoomLevel = 14.6
        try view.play { try $0.twoFingerTap(at: viewCenter) }
        #expect(abs(view.zoomLevel - 14) < 0.001)
    }

    @Test func panScrollsEndsFollowingAndScrollEnabledOffStopsIt() throws {
        let view = makeMapView()
        view.userTrackingMode = .follow
        let start = view.centerCoordinate
        try view.play { try $0.pan(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 2) }
        #expect(view.centerCoordinate.latitude < start.latitude)
        #expect(view.userTrackingMode == .none)
        let moved = view.centerCoordinate
        view.isScrollEnabled = false
        try view.play { try $0.pan(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 2) }
        #expect(same(view.centerCoordinate, moved))
    }

    @Test func twoFingerDragTiltsHalfADegreePerPointAndPitchEnabledOffStopsIt() throws {
        let view = makeMapView()
        try view.play { try $0.tilt(center: viewCenter, dy: -40) }
        #expect(view.camera.pitch > 10)
        #expect(view.camera.pitch <= 20.01)
        let pitch = view.camera.pitch
        view.isPitchEnabled = false
        try view.play { try $0.tilt(center: viewCenter, dy: -40) }
        #expect(view.camera.pitch == pitch)
    }

    @Test func oneFingerZoomDownZoomsInAt75PointsPerLevel() throws {
        let view = makeMapView()
        #expect(!view.isQuickZoomReversed)
        try view.play { try $0.quickZoom(at: viewCenter, dy: 150) }
        #expect(abs(view.zoomLevel - 17) < 0.05)
    }

    @Test func decelerationRateImmediateStopsDeadAndFastDriftsLessThanNormal() throws {
        var offsets: [Double: Double] = [:]
        for rate in [
            MLNMapViewDecelerationRateNormal, MLNMapViewDecelerationRateFast, MLNMapViewDecelerationRateImmediate,
        ] {
            let view = makeMapView()
            view.decelerationRate = rate
            #expect(view.decelerationRate == rate)
            try view.play(settle: 3) {
                try $0.pan(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.3, release: .fling)
            }
            offsets[rate] = view.core.camera.center.latitude
        }
        let normal = try #require(offsets[MLNMapViewDecelerationRateNormal])
        let fast = try #require(offsets[MLNMapViewDecelerationRateFast])
        let immediate = try #require(offsets[MLNMapViewDecelerationRateImmediate])
        #expect(normal < fast)
        #expect(fast < immediate)
    }

    @Test func regionCallbacksCarryAccumulatedReasonsThatResetAfterDidChange() throws {
        let view = makeMapView()
        let delegate = RecordingDelegate()
        view.delegate = delegate
        try view.play { try $0.doubleTap(at: viewCenter) }
        #expect(delegate.didChange.last?.contains(.gestureZoomIn) == true)
        try view.play { try $0.pan(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 2) }
        #expect(delegate.willChange.last == .gesturePan)
        view.setCenter(view.centerCoordinate, zoomLevel: 10, animated: false)
        #expect(delegate.didChange.last == .programmatic)
    }

    @Test func compassTapReasonIsResetNorthAndProgrammatic() throws {
        let view = makeMapView()
        let delegate = RecordingDelegate()
        view.delegate = delegate
        view.direction = 90
        view.resetNorth()
        try view.advance(by: 1)
        #expect(view.direction == 0)
        #expect(delegate.didChange.last == [.resetNorth, .programmatic])
    }
}

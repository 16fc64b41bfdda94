import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

/// The compass, scale bar and logo (research §1.16: the adaptive compass shows while the map is turned, a
/// tap on it resets north).
struct OrnamentTests {
    @Test func adaptiveCompassShowsOnlyWhileTurnedAndHiddenNever() throws {
        let view = makeMapView()
        view.compassView.compassVisibility = .adaptive
        #expect(view.compassView.alpha == 0)
        view.direction = 90
        #expect(view.compassView.alpha == 1)
        view.compassView.compassVisibility = .hidden
        #expect(view.compassView.alpha == 0)
    }

    @Test func compassTapResetsNorthWithResetNorthAndProgrammatic() throws {
        let view = makeMapView()
        let delegate = RecordingDelegate()
        view.delegate = delegate
        view.compassView.compassVisibility = .adaptive
        view.direction = 90
        let frame = view.compassView.frame
        try view.play { try $0.tap(at: CGPoint(x: frame.midX, y: frame.midY)) }
        #expect(view.direction == 0)
        #expect(delegate.didChange.last == [.resetNorth, .programmatic])
    }

    @Test func showsScaleTogglesTheScaleBar() throws {
        let view = makeMapView()
        view.showsScale = true
        #expect(!view.scaleBar.isHidden)
        view.showsScale = false
        #expect(view.scaleBar.isHidden)
        #expect(!view.logoView.isHidden)
    }

    @Test func aTapDuringAnAnimationEndsItWithTransitionCancelled() throws {
        let view = makeMapView()
        let delegate = RecordingDelegate()
        view.delegate = delegate
        let target = MLNMapCamera(
            lookingAtCenter: CLLocationCoordinate2D(latitude: 35, longitude: 129),
            altitude: MLNAltitudeForZoomLevel(12, 0, 35, view.bounds.size), pitch: 0, heading: 0)
        view.setCamera(target, withDuration: 1, animationTimingFunction: CAMediaTimingFunction(name: .linear))
        try view.advance(by: 0.5)
        try view.play { try $0.tap(at: viewCenter) }
        #expect(delegate.didChange.first?.contains(.transitionCancelled) == true)
        #expect(delegate.didChange.first?.contains(.programmatic) == true)
    }
}

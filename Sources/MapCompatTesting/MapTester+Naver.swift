import Foundation
import MapCompatCore
import NaverStyle

/// Aiming at what a NAVER map shows: overlays (markers, info windows, shapes) by the box the core hit-tests,
/// which for a marker is its icon's size — the image's, or the core's default marker size for NAVER's
/// built-in images, which report none headless.
extension MapTester {
    /// The screen rectangle an overlay covers: a marker's icon, an open info window's view, a shape's
    /// outline.
    ///
    /// - Throws: ``MapTestingError/notOnMap(_:)`` for an overlay that is not on the tested map.
    public func frame(of overlay: NMFOverlay) throws -> CGRect {
        try frame(ofSceneItem: sceneItemID(of: overlay), what: Self.name(of: overlay))
    }

    /// Taps an overlay at a point where the core's hit test finds it first.
    public func tap(on overlay: NMFOverlay) throws {
        try tap(at: aimPoint(atSceneItem: sceneItemID(of: overlay), what: Self.name(of: overlay)))
    }

    /// Where a NAVER position is shown now.
    public func point(of latLng: NMGLatLng) throws -> CGPoint {
        try point(of: CLLocationCoordinate2D(latitude: latLng.lat, longitude: latLng.lng))
    }

    /// Taps where a NAVER position is shown.
    public func tap(on latLng: NMGLatLng) throws {
        try tap(at: point(of: latLng))
    }

    private func sceneItemID(of overlay: NMFOverlay) throws -> SceneItemID {
        guard let map = overlay.mapView, map.core === core, !overlay.overlayID.isEmpty else {
            throw MapTestingError.notOnMap(Self.name(of: overlay))
        }
        return SceneItemID(overlay.overlayID)
    }

    private static func name(of overlay: NMFOverlay) -> String {
        switch overlay {
        case is NMFMarker: "marker"
        case is NMFInfoWindow: "info window"
        default: "overlay"
        }
    }
}

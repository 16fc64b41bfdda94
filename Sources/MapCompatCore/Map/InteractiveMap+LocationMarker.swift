import Foundation

/// The marker drawn at the user's location, which apps can be told about when it is tapped (TomTom's
/// `tappedOnLocationMarker`).
extension InteractiveMap {
    /// Whether the user-location marker is drawn while a fix is known; `true` by default. A hidden marker
    /// cannot be tapped, and its selection ends.
    public var showsLocationMarker: Bool {
        get { tracking.showsMarker }
        set {
            tracking.showsMarker = newValue
            if !newValue, annotationStore.selection == .locationMarker { annotationStore.performDeselection() }
        }
    }

    /// Where the user-location marker is on screen: `nil` while no fix is known, the marker is hidden, or
    /// the fix lies beyond the horizon.
    public var locationMarkerPoint: CGPoint? {
        guard showsLocationMarker, let fix = location else { return nil }
        return transform.point(for: fix.position)
    }

    /// Whether a tap at `point` lands on the user-location marker: within the profile's
    /// ``InteractionProfile/locationMarkerRadius`` of ``locationMarkerPoint`` (never while that is `nil`).
    public func locationMarkerContains(_ point: CGPoint) -> Bool {
        guard let marker = locationMarkerPoint else { return false }
        return locationMarker(at: marker, contains: point)
    }

    /// Whether a marker drawn at `marker` takes a tap at `point`: within the profile's
    /// ``InteractionProfile/locationMarkerRadius``.
    package func locationMarker(at marker: CGPoint, contains point: CGPoint) -> Bool {
        let radius = profile.locationMarkerRadius.isFinite ? max(profile.locationMarkerRadius, 0) : 0
        return hypot(Double(point.x - marker.x), Double(point.y - marker.y)) <= radius
    }

    /// Reports a tap on the marker (``locationMarkerContains(_:)``); `true` when the marker took it (see
    /// ``locationMarkerTapHandler``).
    func routeToLocationMarker(_ point: CGPoint) -> Bool {
        guard let fix = location, locationMarkerContains(point) else { return false }
        emit(.locationMarkerTap(coordinate: fix.position))
        return taps.locationMarkerTapHandler?(fix.position) ?? true
    }
}

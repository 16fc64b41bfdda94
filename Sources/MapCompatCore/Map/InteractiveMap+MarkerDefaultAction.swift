import Foundation

extension InteractiveMap {
    /// The profile's default action for a marker tap the app declined
    /// (``DeclinedMarkerTap/selectsAndCenters``): the route's events without the map's tap, the marker
    /// selected, and an animated move centring on it.
    func runMarkerDefaultAction(_ id: SceneItemID, events: [MapEvent]) {
        for event in events {
            if case .mapTap = event { continue }
            emit(event)
        }
        selectedMarker = id
        guard let item = scene[id], case .marker(let marker) = item.shape else { return }
        var target = motion.animation?.to ?? camera
        target.center = marker.position
        // The marker's position and the profile's duration are finite, so the internal animation is used.
        motion.animate(
            to: target, about: nil, duration: profile.animatedMoveDuration, curve: profile.animatedMoveCurve,
            reason: .developer, completion: nil)
        settle()
    }
}

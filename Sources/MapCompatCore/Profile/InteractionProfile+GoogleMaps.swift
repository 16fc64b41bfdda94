extension InteractionProfile {
    /// Google's Maps SDK for iOS, as far as this package models it: the neutral rules plus two of Google's
    /// documented marker rules (the worked example adapter of the conformance kit uses it).
    ///
    /// - A marker tap `mapView(_:didTap:)` answers `false` for runs Google's default selection behaviour
    ///   (select, centre) instead of reaching the map
    ///   (https://developers.google.com/maps/documentation/ios-sdk/reference/objc/Protocols/GMSMapViewDelegate).
    /// - Markers are drawn, and so hit, above every non-marker overlay whatever its `zIndex`
    ///   (https://developers.google.com/maps/documentation/ios-sdk/reference/objc/Classes/GMSOverlay).
    public static let googleMaps: InteractionProfile = {
        var profile = InteractionProfile.neutral
        profile.name = "googleMaps"
        profile.declinedMarkerTap = .selectsAndCenters
        profile.hitTest.markersAboveShapes = true
        return profile
    }()
}

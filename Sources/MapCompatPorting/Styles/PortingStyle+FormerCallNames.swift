extension PortingStyle {
    /// UIKit-era map views' Objective-C methods under the names Swift 2 gave them, with today's (SE-0005): MapKit's
    /// `MKMapView` (Apple's MapKit reference: `convertPoint:toCoordinateFromView:`, `setCenterCoordinate:animated:`,
    /// `dequeueReusableAnnotationViewWithIdentifier:`) and Mapbox GL's `MGLMapView`, which took MapKit's names
    /// (maplibre-native `platform/ios/src/MLNMapView.h`, the same selectors under `MLN`). Public apps of the Swift 2
    /// years spell long-press handlers `mapView.convertPoint(point, toCoordinateFromView: mapView)`.
    static let mapViewSwift2Calls: [String: String] = [
        "convertPoint(_:toCoordinateFromView:)": "convert(_:toCoordinateFrom:)",
        "convertCoordinate(_:toPointToView:)": "convert(_:toPointTo:)",
        "setCenterCoordinate(_:animated:)": "setCenter(_:animated:)",
        "dequeueReusableAnnotationViewWithIdentifier(_:)": "dequeueReusableAnnotationView(withIdentifier:)",
    ]

    /// Mapbox GL's own methods under their Swift 2 names (`setCenterCoordinate:zoomLevel:animated:`,
    /// `dequeueReusableAnnotationImageWithIdentifier:`, `flyToCamera:completionHandler:`), beside MapKit's.
    static let mapLibreSwift2Calls: [String: String] = mapViewSwift2Calls.merging([
        "setCenterCoordinate(_:zoomLevel:animated:)": "setCenter(_:zoomLevel:animated:)",
        "dequeueReusableAnnotationImageWithIdentifier(_:)": "dequeueReusableAnnotationImage(withIdentifier:)",
        "flyToCamera(_:completionHandler:)": "fly(to:completionHandler:)",
    ]) { first, _ in first }

    /// `GMSMapView`'s camera methods under their Swift 2 names (GMSMapView.h: `animateToLocation:`,
    /// `animateToZoom:`, `animateToBearing:`, `animateToViewingAngle:`, `animateToCameraPosition:`,
    /// `animateWithCameraUpdate:`).
    static let googleSwift2Calls: [String: String] = [
        "animateToLocation(_:)": "animate(toLocation:)", "animateToZoom(_:)": "animate(toZoom:)",
        "animateToBearing(_:)": "animate(toBearing:)", "animateToViewingAngle(_:)": "animate(toViewingAngle:)",
        "animateToCameraPosition(_:)": "animate(to:)", "animateWithCameraUpdate(_:)": "animate(with:)",
    ]
}

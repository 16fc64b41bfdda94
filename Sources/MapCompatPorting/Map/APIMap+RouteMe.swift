import Foundation

extension APIMap {
    static let noProjection =
        "{style} has no projected (metre) coordinates: use coordinates and screen points with the map's own conversion calls."

    static let pointToCoordinate = APIConcept(
        "convert.pointToCoordinate", .method, "The coordinate shown at a point of the view.",
        naver: .spelled("$receiver.projection.latlng(from: $arg1)"),
        maplibre: .spelled(
            "$receiver.convert($arg1, toCoordinateFrom: $receiver)", "MLNMapView.convert(_:toCoordinateFrom:)"),
        tomtom: .same("TomTomMap.coordinateForPoint(point:)"),
        rm: .same("RMMapView.pixel(toCoordinate:)", "~RMMapView.pixelToCoordinate(_:)"))

    static let coordinateToPoint = APIConcept(
        "convert.coordinateToPoint", .method, "Where a coordinate shows in the view.",
        naver: .spelled("$receiver.projection.point(from: $arg1)"),
        maplibre: .spelled("$receiver.convert($arg1, toPointTo: $receiver)", "MLNMapView.convert(_:toPointTo:)"),
        tomtom: .same("TomTomMap.pointForCoordinate(coordinate:)"),
        rm: .same("RMMapView.coordinate(toPixel:)", "~RMMapView.coordinateToPixel(_:)"))

    /// A TomTom conversion unwrapped at once. TomTom's conversions return optionals (nil above the horizon;
    /// TomTom's API reference, `TomTomMap`), which its apps often unwrap where they call them
    /// (`map.coordinateForPoint(point: p)!`); the other styles return values. The concept reads that form, so that
    /// the port writes the plain call: only TomTom's side is searched, and it lists no member of its own.
    static func unwrappedOnTomTom(_ plain: APIConcept) -> APIConcept {
        var spellings = plain.spellings
        for (style, spelling) in plain.spellings {
            if style == .tomtom {
                spellings[style]?.template = spelling.template + "!"
            } else {
                spellings[style]?.isSearched = false
            }
        }
        return APIConcept(
            plain.id.replacingOccurrences(of: "convert.", with: "convert.unwrapped."), plain.kind,
            plain.summary + " Unwrapped at once on TomTom.", spellings: spellings)
    }

    /// A UIKit-style conversion given `nil` for its view (`mapView.convert(point, toCoordinateFrom: nil)`), as
    /// many MapLibre and MapKit apps write for a point they hold in the map view (a recognizer's
    /// `location(in: mapView)`). `nil` names the window's coordinates (UIKit's `UIView.convert(_:from:)`), which
    /// are the map view's where the map fills the window. MapLibre spells the concept with `nil`; a port to a style
    /// whose call takes a point of the map view writes that call under a review note.
    static func inWindow(_ plain: APIConcept) -> APIConcept {
        var spellings = plain.spellings
        for (style, spelling) in plain.spellings {
            if style == .maplibre {
                spellings[style]?.template = spelling.template.replacingOccurrences(of: ": $receiver)", with: ": nil)")
            } else {
                spellings[style]?.review = windowReview
                spellings[style]?.isSearched = false
            }
        }
        return APIConcept(
            plain.id.replacingOccurrences(of: "convert.", with: "convert.window."), plain.kind,
            plain.summary + " The point in the window's coordinates.", spellings: spellings)
    }

    /// Why a conversion that the source gave the window's coordinates needs a look once ported.
    static let windowReview =
        "the point is in the map view's coordinates; the source's `nil` view meant the window's, the same where the map fills the window"

    /// Conversions between screen, coordinates and route-me's projected plane, and what only route-me has.
    static let routeMeConcepts: [APIConcept] = [
        pointToCoordinate, coordinateToPoint, unwrappedOnTomTom(pointToCoordinate),
        unwrappedOnTomTom(coordinateToPoint), inWindow(pointToCoordinate), inWindow(coordinateToPoint),
        .only(
            .rm, "projection.map", .property, "The map's projection (spherical Mercator).",
            .hand(
                "route-me's projection.", "RMMapView.projection", "RMProjection", "RMProjection.init()",
                "static RMProjection.googleProjection"),
            others: noProjection),
        .only(
            .rm, "projection.convert", .method, "Converts between coordinates and projected points.",
            .hand(
                "route-me's projection calls.", "RMProjection.coordinateToProjectedPoint(_:)",
                "RMProjection.projectedPointToCoordinate(_:)"), others: noProjection),
        .only(
            .rm, "projection.types", .type, "route-me's projected point, size and rectangle.",
            .hand(
                "route-me's projected types.", "RMProjectedPoint", "RMProjectedPoint.init(x:y:)", "~RMProjectedPoint.x",
                "~RMProjectedPoint.y", "RMProjectedSize", "RMProjectedSize.init(width:height:)",
                "~RMProjectedSize.width",
                "~RMProjectedSize.height", "RMProjectedRect", "RMProjectedRect.init(origin:size:)",
                "~RMProjectedRect.origin", "~RMProjectedRect.size", "~RMProjectedRect.contains(_:)"),
            others: noProjection),
        .only(
            .rm, "projection.location", .property, "An annotation's (or layer's) projected location.",
            .hand(
                "route-me's projected locations.", "~RMAnnotation.projectedLocation", "~RMMapLayer.projectedLocation"),
            others: noProjection),
        .only(
            .rm, "annotation.screenPosition", .property, "Where the annotation (or its layer) is in the view.",
            .hand("route-me's screen positions.", "~RMAnnotation.position", "~RMMapLayer.position"),
            others: "{style} does not keep a screen position. Convert the coordinate to a point when needed."),
        .only(
            .rm, "annotation.type", .property, "route-me's free-form annotation kind.",
            .same("~RMAnnotation.annotationType"),
            others: "{style} has no annotation kind. Keep it in the app."),
        .only(
            .rm, "annotation.layerUserInfo", .property, "The app's own data on a layer.", .same("~RMMapLayer.userInfo"),
            others: "{style} has no layer data. Keep it with the annotation."),
    ]
}

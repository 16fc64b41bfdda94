import Foundation

extension APIMap {
    /// MapLibre's camera padding, fitting setters, course target, projection, camera archiving and annotation
    /// views that scale and turn with the camera (`MLNMapView.h`, `MLNMapProjection.h`, `MLNMapCamera.h`,
    /// `MLNAnnotationView.h`): MapLibre's own API, with no counterpart in the other styles' adapters yet.
    static let mapLibreCameraConcepts: [APIConcept] = [
        .only(
            .maplibre, "maplibre.cameraPadding", .method,
            "MapLibre's kept camera padding, fitting setters, course target, map projection, camera archiving and "
                + "annotation views that follow the camera (MLNMapView.h, MLNMapProjection.h, MLNMapCamera.h, "
                + "MLNAnnotationView.h).",
            .hand(
                "MapLibre's own API; see MapLibre's documentation.",
                "~MLNAnnotationView.rotatesToMatchCamera",
                "~MLNAnnotationView.scalesWithViewingDistance",
                "~MLNMapCamera.encode(with:)",
                "~MLNMapCamera.init(coder:)",
                "~MLNMapCamera.supportsSecureCoding",
                "~MLNMapProjection",
                "~MLNMapProjection.camera",
                "~MLNMapProjection.convert(_:)",
                "~MLNMapProjection.init(mapView:)",
                "~MLNMapProjection.metersPerPoint",
                "~MLNMapProjection.setCamera(_:with:)",
                "~MLNMapProjection.setVisibleCoordinateBounds(_:edgePadding:)",
                "~MLNMapView.cameraEdgeInsets",
                "~MLNMapView.mapProjection()",
                "~MLNMapView.setTargetCoordinate(_:animated:)",
                "~MLNMapView.setTargetCoordinate(_:animated:completionHandler:)",
                "~MLNMapView.setVisibleCoordinates(_:count:edgePadding:animated:)",
                "~MLNMapView.setVisibleCoordinates(_:count:edgePadding:direction:duration:animationTimingFunction:)",
                "~MLNMapView.setVisibleCoordinates(_:count:edgePadding:direction:duration:animationTimingFunction:completionHandler:)",
                "~MLNMapView.showAnnotations(_:animated:)",
                "~MLNMapView.showAnnotations(_:edgePadding:animated:)",
                "~MLNMapView.showAnnotations(_:edgePadding:animated:completionHandler:)",
                "~MLNMapView.targetCoordinate"),
            others:
                "{style}'s map keeps no padding between camera moves and has no projection copy: pass the padding "
                + "with each bounds fit or camera update of {style}, convert with the map's own projection, "
                + "archive a camera's centre, zoom, bearing and tilt yourself, and scale or turn marker views "
                + "from the camera's tilt and bearing in a camera-change callback.")
    ]
}

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
                "~MLNAnnotationView.center",
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
                "~MLNMapView.selectAnnotation(_:moveIntoView:animateSelection:completionHandler:)",
                "~MLNMapView.setTargetCoordinate(_:animated:)",
                "~MLNMapView.setTargetCoordinate(_:animated:completionHandler:)",
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
                + "from the camera's tilt and bearing in a camera-change callback."),
        .only(
            .maplibre, "maplibre.delegateAppearance", .method,
            "MapLibre's standard callout view, annotation images, shape and user-location paint, the user location's anchor point, the "
                + "single-tap and loading callbacks and the older delegate spellings (MLNMapViewDelegate.h, "
                + "MLNAnnotationImage.h, MLNUserLocationAnnotationView.h, MLNUserLocationAnnotationViewStyle.h).",
            .hand(
                "MapLibre's own API; see MapLibre's documentation.",
                "~MLNCompactCalloutView",
                "~MLNCompactCalloutView.center",
                "~MLNCompactCalloutView.delegate",
                "~MLNCompactCalloutView.dismissCallout(animated:)",
                "~MLNCompactCalloutView.dismissesAutomatically",
                "~MLNCompactCalloutView.isAnchoredToAnnotation",
                "~MLNCompactCalloutView.leftAccessoryView",
                "~MLNCompactCalloutView.marginInsetsHintForPresentation(from:)",
                "~MLNCompactCalloutView.platformCalloutView()",
                "~MLNCompactCalloutView.presentCallout(from:in:constrainedTo:animated:)",
                "~MLNCompactCalloutView.representedObject",
                "~MLNCompactCalloutView.rightAccessoryView",
                "~MLNCompactCalloutView.subtitle",
                "~MLNCompactCalloutView.title",
                "~MLNAnnotationImage",
                "~MLNAnnotationImage.image",
                "~MLNAnnotationImage.init(image:reuseIdentifier:)",
                "~MLNAnnotationImage.isEnabled",
                "~MLNAnnotationImage.reuseIdentifier",
                "~MLNMapView.dequeueReusableAnnotationImage(withIdentifier:)",
                "func MLNMapViewDelegate.mapView(_:didFailToLoadImage:)",
                "~MLNMapViewDelegate.mapView(_:didSingleTapAt:)",
                "~MLNMapViewDelegate.mapView(_:imageFor:)",
                "func MLNMapViewDelegate.mapView(_:shouldRemoveStyleImage:)",
                "~MLNMapViewDelegate.mapView(styleForDefaultUserLocationAnnotationView:)",
                "~MLNMapViewDelegate.mapViewDidFailLoadingMap(_:withError:)",
                "func MLNMapViewDelegate.mapViewDidFinishRenderingFrame(_:fullyRendered:frameEncodingTime:frameRenderingTime:)",
                "~MLNMapViewDelegate.mapViewRegionIsChanging(_:reason:)",
                "~MLNMapViewDelegate.mapViewUserLocationAnchorPoint(_:)",
                "~MLNUserLocationAnnotationView",
                "~MLNUserLocationAnnotationView.hitTestLayer",
                "~MLNUserLocationAnnotationView.mapView",
                "~MLNUserLocationAnnotationView.update()",
                "~MLNUserLocationAnnotationView.userLocation",
                "~MLNUserLocationAnnotationViewStyle",
                "~MLNUserLocationAnnotationViewStyle.approximateHaloBorderColor",
                "~MLNUserLocationAnnotationViewStyle.approximateHaloBorderWidth",
                "~MLNUserLocationAnnotationViewStyle.approximateHaloFillColor",
                "~MLNUserLocationAnnotationViewStyle.approximateHaloOpacity",
                "~MLNUserLocationAnnotationViewStyle.haloFillColor",
                "~MLNUserLocationAnnotationViewStyle.init()",
                "~MLNUserLocationAnnotationViewStyle.puckArrowFillColor",
                "~MLNUserLocationAnnotationViewStyle.puckFillColor",
                "~MLNUserLocationAnnotationViewStyle.puckShadowColor",
                "~MLNUserLocationAnnotationViewStyle.puckShadowOpacity"),
            others:
                "{style} sets a marker's image, an overlay's colours and the location marker's look on the objects "
                + "themselves rather than through the map's delegate: move these answers onto the {style} objects, "
                + "hear map taps with {style}'s tap callback, and place the followed location with {style}'s "
                + "camera padding or content inset."),
    ]
}

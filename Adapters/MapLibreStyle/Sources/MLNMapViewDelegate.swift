import MapCompatCore

/// MapLibre's map delegate, fed from the core's `MapEvent` stream; every method is optional
/// (empty by default).
public protocol MLNMapViewDelegate: AnyObject {
    /// The camera is about to move: the core's `cameraWillChange`, with the reasons gathered so far. By
    /// default it calls ``mapView(_:regionWillChangeAnimated:)``, as MapLibre calls that one only when this one
    /// is not implemented.
    func mapView(_ mapView: MLNMapView, regionWillChangeWith reason: MLNCameraChangeReason, animated: Bool)
    /// The camera is about to move (for delegates that do not need the reason).
    func mapView(_ mapView: MLNMapView, regionWillChangeAnimated animated: Bool)
    /// The camera moved one step: the core's `cameraChanging`. By default it calls
    /// ``mapViewRegionIsChanging(_:reason:)``.
    func mapView(_ mapView: MLNMapView, regionIsChangingWith reason: MLNCameraChangeReason)
    /// The camera moved one step (for delegates that do not need the reason).
    func mapViewRegionIsChanging(_ mapView: MLNMapView)
    /// A movement finished: the core's `cameraDidChange`; `animated` repeats the will-change's flag. By
    /// default it calls ``mapView(_:regionDidChangeAnimated:)``.
    func mapView(_ mapView: MLNMapView, regionDidChangeWith reason: MLNCameraChangeReason, animated: Bool)
    /// A movement finished (for delegates that do not need the reason).
    func mapView(_ mapView: MLNMapView, regionDidChangeAnimated animated: Bool)
    /// The map starts loading its style (called as the style load completes headless).
    func mapViewWillStartLoadingMap(_ mapView: MLNMapView)
    /// The style finished loading: once, after creation, in virtual time.
    func mapView(_ mapView: MLNMapView, didFinishLoading style: MLNStyle)
    /// The map finished loading, right after the style.
    func mapViewDidFinishLoadingMap(_ mapView: MLNMapView)
    /// The map starts showing the user's location (``MLNMapView/showsUserLocation`` turned on).
    func mapViewWillStartLocatingUser(_ mapView: MLNMapView)
    /// The map stopped showing the user's location.
    func mapViewDidStopLocatingUser(_ mapView: MLNMapView)
    /// The user's location or heading changed: after the location manager's report reached the core.
    func mapView(_ mapView: MLNMapView, didUpdate userLocation: MLNUserLocation?)
    /// The location manager failed (never headless: the app's manager reports no errors to the map here).
    func mapView(_ mapView: MLNMapView, didFailToLocateUserWithError error: any Error)
    /// Annotation views the delegate gave were added: after `addAnnotation(_:)` asked for them.
    func mapView(_ mapView: MLNMapView, didAdd annotationViews: [MLNAnnotationView])
    /// An annotation's view became selected: right after ``mapView(_:didSelect:)-(_,MLNAnnotation)``.
    func mapView(_ mapView: MLNMapView, didSelect annotationView: MLNAnnotationView)
    /// An annotation's view stopped being selected: right after the annotation's deselection callback.
    func mapView(_ mapView: MLNMapView, didDeselect annotationView: MLNAnnotationView)
    /// Nothing moves the camera any more: the core's `cameraIdle`.
    func mapViewDidBecomeIdle(_ mapView: MLNMapView)
    /// An annotation became selected: the core's `annotationSelect`.
    func mapView(_ mapView: MLNMapView, didSelect annotation: any MLNAnnotation)
    /// An annotation stopped being selected: the core's `annotationDeselect`.
    func mapView(_ mapView: MLNMapView, didDeselect annotation: any MLNAnnotation)
    /// Whether a tap can select a shape annotation (``MLNPolyline``, ``MLNPolygon``): asked when the shape is
    /// added or the delegate is set; `true` by default (maplibre-native `platform/ios/src/MLNMapViewDelegate.h`,
    /// `mapView:shapeAnnotationIsEnabled:`). A disabled shape lets taps through.
    func mapView(_ mapView: MLNMapView, shapeAnnotationIsEnabled annotation: MLNShape) -> Bool
    /// A polyline's stroke width in points, which the core's hit test uses: asked when the line is added or the
    /// delegate is set; 3 by default (maplibre-native `platform/ios/src/MLNMapViewDelegate.h`,
    /// `mapView:lineWidthForPolylineAnnotation:`).
    func mapView(_ mapView: MLNMapView, lineWidthForPolylineAnnotation annotation: MLNPolyline) -> CGFloat
    /// Whether a selected annotation with a title shows a callout: the core annotation's `canShowCallout`,
    /// asked when the annotation is added or the delegate is set. `false` by default.
    func mapView(_ mapView: MLNMapView, annotationCanShowCallout annotation: any MLNAnnotation) -> Bool
    /// The view of an annotation (size, offset, enabled, draggable), asked when it is added; `nil` by
    /// default (the core's default marker frame).
    func mapView(_ mapView: MLNMapView, viewFor annotation: any MLNAnnotation) -> MLNAnnotationView?
    /// The callout's left accessory: the core annotation's `hasLeftAccessory`.
    func mapView(_ mapView: MLNMapView, leftCalloutAccessoryViewFor annotation: any MLNAnnotation)
        -> UIView?
    /// The callout's right accessory: the core annotation's `hasRightAccessory`.
    func mapView(_ mapView: MLNMapView, rightCalloutAccessoryViewFor annotation: any MLNAnnotation)
        -> UIView?
    /// A callout accessory that is a `UIControl` was tapped: the core's `calloutTap` with part `left` or
    /// `right` (MapLibre calls it for controls only).
    func mapView(
        _ mapView: MLNMapView, annotation: any MLNAnnotation,
        calloutAccessoryControlTapped control: UIControl)
    /// The callout's body was tapped: the core's `calloutTap` with part `body`.
    func mapView(_ mapView: MLNMapView, tapOnCalloutFor annotation: any MLNAnnotation)
    /// The tracking mode changed: the core's `trackingMode`.
    func mapView(_ mapView: MLNMapView, didChange mode: MLNUserTrackingMode, animated: Bool)
    /// Whether a gesture may move the camera from `oldCamera` to `newCamera`: the core's
    /// `shouldChangeCamera`, asked for each gesture step, the drift after a release and tap zooms, with the
    /// reasons gathered so far and the gesture's own. By default it asks the variant without a reason.
    func mapView(
        _ mapView: MLNMapView, shouldChangeFrom oldCamera: MLNMapCamera, to newCamera: MLNMapCamera,
        reason: MLNCameraChangeReason
    ) -> Bool
    /// Whether a gesture may move the camera, for delegates that do not need the reason; `true` by default.
    func mapView(_ mapView: MLNMapView, shouldChangeFrom oldCamera: MLNMapCamera, to newCamera: MLNMapCamera)
        -> Bool
    /// The location manager's authorization changed.
    func mapView(_ mapView: MLNMapView, didChangeLocationManagerAuthorization manager: any MLNLocationManager)
    /// The map will draw a frame.
    func mapViewWillStartRenderingFrame(_ mapView: MLNMapView)
    /// The map drew a frame; `fullyRendered` once nothing is left to draw (every frame headless).
    func mapViewDidFinishRenderingFrame(_ mapView: MLNMapView, fullyRendered: Bool)
    /// The map will draw its content.
    func mapViewWillStartRenderingMap(_ mapView: MLNMapView)
    /// The map finished drawing its content.
    func mapViewDidFinishRenderingMap(_ mapView: MLNMapView, fullyRendered: Bool)
    /// The view that shows an annotation's callout, asked each time the core shows one; `nil` by default
    /// (MapLibre then draws its own callout, which reports nothing).
    func mapView(_ mapView: MLNMapView, calloutViewFor annotation: any MLNAnnotation) -> (any MLNCalloutView)?
    /// The camera moved one step (the older spelling with the reason, which MLNMapViewDelegateIntegrationTests
    /// lists). By default it calls ``mapViewRegionIsChanging(_:)``.
    func mapViewRegionIsChanging(_ mapView: MLNMapView, reason: MLNCameraChangeReason)
    /// A single tap on the map (not on an annotation) at a coordinate: the core's `mapTap`.
    func mapView(_ mapView: MLNMapView, didSingleTapAt coordinate: CLLocationCoordinate2D)
    /// The map could not load (nothing is fetched headless, so it is never called).
    func mapViewDidFailLoadingMap(_ mapView: MLNMapView, withError error: any Error)
    /// The map drew a frame, with the time spent encoding and drawing it (0 headless). By default it calls
    /// ``mapViewDidFinishRenderingFrame(_:fullyRendered:)``.
    func mapViewDidFinishRenderingFrame(
        _ mapView: MLNMapView, fullyRendered: Bool, frameEncodingTime: Double, frameRenderingTime: Double)
    /// The opacity of a shape annotation (paint only; 1 by default).
    func mapView(_ mapView: MLNMapView, alphaForShapeAnnotation annotation: MLNShape) -> CGFloat
    /// The image marking a point annotation without a view: its size is the annotation's hit area and its
    /// `isEnabled` whether taps select it; `nil` by default (MapLibre's default marker).
    func mapView(_ mapView: MLNMapView, imageFor annotation: any MLNAnnotation) -> MLNAnnotationImage?
    /// The outline colour of a shape annotation (paint only; the map view's tint by default).
    func mapView(_ mapView: MLNMapView, strokeColorForShapeAnnotation annotation: MLNShape) -> UIColor
    /// The fill colour of a polygon annotation (paint only; the map view's tint by default).
    func mapView(_ mapView: MLNMapView, fillColorForPolygonAnnotation annotation: MLNPolygon) -> UIColor
    /// Where, in the content area (the view less its content insets), the user's location is shown while the
    /// map follows it; by default the middle of the content area.
    func mapViewUserLocationAnchorPoint(_ mapView: MLNMapView) -> CGPoint
    /// An image the style names is missing; return one to use (nothing is drawn headless; `nil` by default).
    func mapView(_ mapView: MLNMapView, didFailToLoadImage imageName: String) -> UIImage?
    /// Whether an unused style image may be evicted (true by default).
    func mapView(_ mapView: MLNMapView, shouldRemoveStyleImage imageName: String) -> Bool
    /// How the default user location view is painted (paint only; MapLibre's default style by default).
    func mapView(styleForDefaultUserLocationAnnotationView mapView: MLNMapView) -> MLNUserLocationAnnotationViewStyle
    /// The map drew a frame, with the renderer's statistics (all zero headless). By default it calls
    /// ``mapViewDidFinishRenderingFrame(_:fullyRendered:frameEncodingTime:frameRenderingTime:)``.
    func mapViewDidFinishRenderingFrame(_ mapView: MLNMapView, fullyRendered: Bool, renderingStats: MLNRenderingStats)
    /// A source of the style changed: its shape or URL was set (MapLibre: the renderer reports the change).
    func mapView(_ mapView: MLNMapView, sourceDidChange source: MLNSource)
    /// A shader is about to compile (never called headless: nothing is compiled).
    func mapView(_ mapView: MLNMapView, shaderWillCompile id: Int, backend: Int, defines: String)
    /// A shader compiled (never called headless).
    func mapView(_ mapView: MLNMapView, shaderDidCompile id: Int, backend: Int, defines: String)
    /// A shader failed to compile (never called headless).
    func mapView(_ mapView: MLNMapView, shaderDidFailCompile id: Int, backend: Int, defines: String)
    /// Glyphs are about to load (never called headless: nothing is fetched).
    func mapView(_ mapView: MLNMapView, glyphsWillLoad fontStack: [String], range: NSRange)
    /// Glyphs loaded (never called headless).
    func mapView(_ mapView: MLNMapView, glyphsDidLoad fontStack: [String], range: NSRange)
    /// Glyphs failed to load (never called headless).
    func mapView(_ mapView: MLNMapView, glyphsDidError fontStack: [String], range: NSRange)
    /// A tile went through a step of its loading (never called headless: there are no tiles).
    func mapView(
        _ mapView: MLNMapView, tileDidTriggerAction operation: MLNTileOperation, x: Int, y: Int, z: Int, wrap: Int,
        overscaledZ: Int, sourceID: String)
    /// A sprite is about to load (never called headless: nothing is fetched).
    func mapView(_ mapView: MLNMapView, spriteWillLoad id: String, url: String)
    /// A sprite loaded (never called headless).
    func mapView(_ mapView: MLNMapView, spriteDidLoad id: String, url: String)
    /// A sprite failed to load (never called headless).
    func mapView(_ mapView: MLNMapView, spriteDidError id: String, url: String)
}

extension MLNMapViewDelegate {
    /// Calls ``mapView(_:regionWillChangeAnimated:)``.
    public func mapView(_ mapView: MLNMapView, regionWillChangeWith reason: MLNCameraChangeReason, animated: Bool) {
        self.mapView(mapView, regionWillChangeAnimated: animated)
    }
    /// Does nothing.
    public func mapView(_ mapView: MLNMapView, regionWillChangeAnimated animated: Bool) {}
    /// Calls ``mapViewRegionIsChanging(_:reason:)``.
    public func mapView(_ mapView: MLNMapView, regionIsChangingWith reason: MLNCameraChangeReason) {
        mapViewRegionIsChanging(mapView, reason: reason)
    }
    /// Does nothing.
    public func mapViewRegionIsChanging(_ mapView: MLNMapView) {}
    /// Calls ``mapView(_:regionDidChangeAnimated:)``.
    public func mapView(_ mapView: MLNMapView, regionDidChangeWith reason: MLNCameraChangeReason, animated: Bool) {
        self.mapView(mapView, regionDidChangeAnimated: animated)
    }
    /// Does nothing.
    public func mapView(_ mapView: MLNMapView, regionDidChangeAnimated animated: Bool) {}
    /// Does nothing.
    public func mapViewWillStartLoadingMap(_ mapView: MLNMapView) {}
    /// Does nothing.
    public func mapView(_ mapView: MLNMapView, didFinishLoading style: MLNStyle) {}
    /// Does nothing.
    public func mapViewDidFinishLoadingMap(_ mapView: MLNMapView) {}
    /// Does nothing.
    public func mapViewWillStartLocatingUser(_ mapView: MLNMapView) {}
    /// Does nothing.
    public func mapViewDidStopLocatingUser(_ mapView: MLNMapView) {}
    /// Does nothing.
    public func mapView(_ mapView: MLNMapView, didUpdate userLocation: MLNUserLocation?) {}
    /// Does nothing.
    public func mapView(_ mapView: MLNMapView, didFailToLocateUserWithError error: any Error) {}
    /// Does nothing.
    public func mapView(_ mapView: MLNMapView, didAdd annotationViews: [MLNAnnotationView]) {}
    /// Does nothing.
    public func mapView(_ mapView: MLNMapView, didSelect annotationView: MLNAnnotationView) {}
    /// Does nothing.
    public func mapView(_ mapView: MLNMapView, didDeselect annotationView: MLNAnnotationView) {}
    /// Does nothing.
    public func mapViewDidBecomeIdle(_ mapView: MLNMapView) {}
    /// Does nothing.
    public func mapView(_ mapView: MLNMapView, didSelect annotation: any MLNAnnotation) {}
    /// Does nothing.
    public func mapView(_ mapView: MLNMapView, didDeselect annotation: any MLNAnnotation) {}
    /// Every shape can be selected.
    public func mapView(_ mapView: MLNMapView, shapeAnnotationIsEnabled annotation: MLNShape) -> Bool { true }
    /// MapLibre's default line width, 3 points.
    public func mapView(_ mapView: MLNMapView, lineWidthForPolylineAnnotation annotation: MLNPolyline) -> CGFloat {
        3
    }
    /// No callout.
    public func mapView(_ mapView: MLNMapView, annotationCanShowCallout annotation: any MLNAnnotation) -> Bool {
        false
    }
    /// No view.
    public func mapView(_ mapView: MLNMapView, viewFor annotation: any MLNAnnotation) -> MLNAnnotationView? { nil }
    /// No accessory.
    public func mapView(_ mapView: MLNMapView, leftCalloutAccessoryViewFor annotation: any MLNAnnotation)
        -> UIView?
    { nil }
    /// No accessory.
    public func mapView(_ mapView: MLNMapView, rightCalloutAccessoryViewFor annotation: any MLNAnnotation)
        -> UIView?
    { nil }
    /// Does nothing.
    public func mapView(
        _ mapView: MLNMapView, annotation: any MLNAnnotation,
        calloutAccessoryControlTapped control: UIControl
    ) {}
    /// Does nothing.
    public func mapView(_ mapView: MLNMapView, tapOnCalloutFor annotation: any MLNAnnotation) {}
    /// Does nothing.
    public func mapView(_ mapView: MLNMapView, didChange mode: MLNUserTrackingMode, animated: Bool) {}
    /// Does nothing.
    public func mapView(
        _ mapView: MLNMapView, didChangeLocationManagerAuthorization manager: any MLNLocationManager
    ) {}
    /// Does nothing.
    public func mapViewWillStartRenderingFrame(_ mapView: MLNMapView) {}
    /// Does nothing.
    public func mapViewDidFinishRenderingFrame(_ mapView: MLNMapView, fullyRendered: Bool) {}
    /// Does nothing.
    public func mapViewWillStartRenderingMap(_ mapView: MLNMapView) {}
    /// Does nothing.
    public func mapViewDidFinishRenderingMap(_ mapView: MLNMapView, fullyRendered: Bool) {}
    /// No callout view of the app's.
    public func mapView(_ mapView: MLNMapView, calloutViewFor annotation: any MLNAnnotation) -> (any MLNCalloutView)? {
        nil
    }
}

extension MLNMapView {
    /// A frame drawn headless: MapLibre's frame callbacks around it (a frame during a camera change is not
    /// fully rendered; the frame at idle is).
    func renderFrame(fully: Bool) {
        delegate?.mapViewWillStartRenderingFrame(self)
        delegate?.mapViewDidFinishRenderingFrame(self, fullyRendered: fully, renderingStats: renderingStats)
    }

    /// Turns one core event into delegate callbacks and view updates.
    func translate(_ event: MapEvent) {
        switch event {
        case .mapTap(_, let coordinate):
            delegate?.mapView(self, didSingleTapAt: CLLocationCoordinate2D(coordinate))
        case .gesture(let kind, .began):
            reason.formUnion(MLNCameraChangeReason(kind))
        case .mapDoubleTap:
            reason.formUnion(.gestureZoomIn)
        case .mapTwoFingerTap:
            reason.formUnion(.gestureZoomOut)
        case .animationStop:
            reason.formUnion(.transitionCancelled)
        case .calloutShow(let id):
            presentCallout(AnnotationID(id))
        case .calloutHide(let id):
            dismissCallout(AnnotationID(id))
        case .cameraWillChange(let coreReason, let animated):
            // The core's event says who moves the camera: gesture bits left by a tap zoom that changed
            // nothing (at the zoom limit) are not this movement's.
            if coreReason != .gesture { reason.subtract(.gestures) }
            reason.formUnion(MLNCameraChangeReason(coreReason))
            willChangeAnimated = animated
            delegate?.mapView(self, regionWillChangeWith: reason, animated: animated)
        case .cameraChanging(let coreReason):
            reason.formUnion(MLNCameraChangeReason(coreReason))
            layoutOrnaments()
            layoutAnnotationViews()
            updateCameraTransforms()
            userLocationView?.update()
            delegate?.mapView(self, regionIsChangingWith: reason)
            renderFrame(fully: false)
        case .cameraDidChange(let coreReason):
            reason.formUnion(MLNCameraChangeReason(coreReason))
            let finished = reason
            reason = []
            layoutOrnaments()
            layoutAnnotationViews()
            updateCameraTransforms()
            userLocationView?.update()
            delegate?.mapView(self, regionDidChangeWith: finished, animated: willChangeAnimated)
        case .cameraIdle:
            renderFrame(fully: true)
            delegate?.mapViewDidFinishRenderingMap(self, fullyRendered: true)
            delegate?.mapViewDidBecomeIdle(self)
        case .annotationSelect(let id):
            guard let annotation = annotation(forEventID: id) else { return }
            let view = records[AnnotationID(id)]?.view
            view?.setSelected(true, animated: false)
            delegate?.mapView(self, didSelect: annotation)
            if let view { delegate?.mapView(self, didSelect: view) }
        case .annotationDeselect(let id):
            guard let annotation = annotation(forEventID: id) else { return }
            let view = records[AnnotationID(id)]?.view
            view?.setSelected(false, animated: false)
            delegate?.mapView(self, didDeselect: annotation)
            if let view { delegate?.mapView(self, didDeselect: view) }
        case .calloutTap(let id, let part):
            guard let record = records[AnnotationID(id)] else { return }
            switch part {
            case .body: delegate?.mapView(self, tapOnCalloutFor: record.annotation)
            case .left, .right:
                guard let control = (part == .left ? record.leftAccessory : record.rightAccessory) as? UIControl
                else { return }
                delegate?.mapView(self, annotation: record.annotation, calloutAccessoryControlTapped: control)
            }
        case .dragState(let id, let state, _):
            guard let record = records[AnnotationID(id)] else { return }
            record.view?.setDragState(MLNAnnotationViewDragState(state), animated: false)
            if state == .none, let point = record.annotation as? MLNPointAnnotation,
                let annotation = core.annotation(AnnotationID(id))
            {
                point.coordinate = CLLocationCoordinate2D(annotation.coordinate)
            }
        case .trackingMode(let mode, let animated):
            syncUserDot()
            if mode != .follow { courseTracking = false }
            delegate?.mapView(self, didChange: userTrackingMode, animated: animated ?? false)
        // No callback of MapLibre's for these (a tapped shape or user dot is reported as a selection, above):
        // listed by name, so that a new event kind does not compile until it is placed.
        case .gesture, .mapLongPress, .symbolTap, .overlayTap, .annotationTap, .annotationLongPress,
            .locationMarkerTap, .legalNotice, .controlTap, .indoorLevel:
            break
        }
    }
}

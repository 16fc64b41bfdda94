import Foundation
import MapCompatCore

/// Something placed on the map: MapLibre's `MLNAnnotation` (an `NSObject` protocol whose title and
/// subtitle are optional), shown as a core `Annotation`.
public protocol MLNAnnotation: NSObjectProtocol {
    /// Where it is: the core annotation's `coordinate`.
    var coordinate: CLLocationCoordinate2D { get }
    /// The callout title: the core annotation's `title` (no title, no callout); none by default.
    var title: String? { get }
    /// The callout subtitle: the core annotation's `subtitle`; none by default.
    var subtitle: String? { get }
}

extension MLNAnnotation {
    /// No title.
    public var title: String? { nil }
    /// No subtitle.
    public var subtitle: String? { nil }
}

/// A shape that can be an annotation: MapLibre's `MLNShape` (abstract; see ``MLNPointAnnotation``,
/// ``MLNPolyline``, ``MLNPolygon``).
open class MLNShape: NSObject, MLNAnnotation {
    /// The callout title.
    open var title: String? {
        didSet { onChange?() }
    }
    /// The callout subtitle.
    open var subtitle: String? {
        didSet { onChange?() }
    }
    var onChange: (() -> Void)?

    /// A shape's representative coordinate; subclasses give theirs.
    open var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D(latitude: -180, longitude: -180) }

    /// An empty shape.
    override public init() {
        super.init()
    }
}

@available(*, unavailable)
extension MLNShape: @unchecked Sendable {}

/// A point with a title: MapLibre's `MLNPointAnnotation`. Changing its coordinate after it was added moves
/// the core annotation; a finished drag writes the new coordinate back.
open class MLNPointAnnotation: MLNShape {
    private var location = CLLocationCoordinate2D(latitude: 0, longitude: 0)

    /// Where it is: the core annotation's `coordinate`.
    override open var coordinate: CLLocationCoordinate2D {
        get { location }
        set {
            let changed = newValue.latitude != location.latitude || newValue.longitude != location.longitude
            location = newValue
            if changed { onChange?() }
        }
    }

    /// An annotation at (0, 0) with no title.
    override public init() {
        super.init()
    }

    /// An annotation at a coordinate (MapCompat's shorthand for setting the three properties).
    public convenience init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
        self.init()
        self.location = coordinate
        self.title = title
        self.subtitle = subtitle
    }
}

/// A shape of several points: MapLibre's `MLNMultiPoint`. Polylines and polygons added as annotations are
/// the core's scene items, which a tap selects (see ``MLNMapView``'s shape selection).
open class MLNMultiPoint: MLNShape {
    /// The points, in order.
    open internal(set) var coordinates: [CLLocationCoordinate2D] = []

    /// How many points the shape has.
    open var pointCount: UInt { UInt(coordinates.count) }

    /// The middle of the points' extent.
    override open var coordinate: CLLocationCoordinate2D {
        guard let edges = LatLngBounds.edges(enclosing: coordinates.lazy.map { ($0.latitude, $0.longitude) })
        else { return super.coordinate }
        return CLLocationCoordinate2D(
            latitude: (edges.south + edges.north) / 2, longitude: (edges.west + edges.east) / 2)
    }

    /// A shape from `count` points (`&array` in Swift, as MapLibre's examples pass them).
    public init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: UInt) {
        self.coordinates = Array(UnsafeBufferPointer(start: coordinates, count: Int(count)))
        super.init()
    }

    /// Replaces all points.
    open func setCoordinates(_ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, count: UInt) {
        coordinates = Array(UnsafeBufferPointer(start: coords, count: Int(count)))
        onChange?()
    }

    /// Appends points.
    open func appendCoordinates(_ coords: UnsafePointer<CLLocationCoordinate2D>, count: UInt) {
        coordinates += Array(UnsafeBufferPointer(start: coords, count: Int(count)))
        onChange?()
    }
}

/// A line: MapLibre's `MLNPolyline`.
open class MLNPolyline: MLNMultiPoint {}

/// A filled area: MapLibre's `MLNPolygon`, with optional holes.
open class MLNPolygon: MLNMultiPoint {
    /// The holes.
    open private(set) var interiorPolygons: [MLNPolygon]?

    /// A polygon with holes.
    public init(
        coordinates: UnsafePointer<CLLocationCoordinate2D>, count: UInt, interiorPolygons: [MLNPolygon]?
    ) {
        self.interiorPolygons = interiorPolygons
        super.init(coordinates: coordinates, count: count)
    }

    /// A polygon without holes.
    override public init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: UInt) {
        super.init(coordinates: coordinates, count: count)
    }
}

/// How an annotation looks and reacts: MapLibre's `MLNAnnotationView` (a `UIView`), returned by the
/// delegate's `mapView(_:viewFor:)`; its size, offset and flags become the core annotation's frame, anchor,
/// `isEnabled`, `isDraggable` and `isVisible`. Subclasses may override ``setSelected(_:animated:)`` and
/// ``setDragState(_:animated:)``.
open class MLNAnnotationView: UIView {
    /// The identifier the map reuses the view under (``MLNMapView/dequeueReusableAnnotationView(withIdentifier:)``).
    public let reuseIdentifier: String?
    /// The annotation the view shows.
    open var annotation: (any MLNAnnotation)?
    /// How far the view's centre lies from the coordinate's point, in points, positive towards the bottom
    /// right: a `CGVector`, as in MapLibre's `MLNAnnotationView.h` (maplibre/maplibre-native,
    /// `platform/ios/src`); converted to the core annotation's `anchor`. (MapCompat had it as a
    /// `CGPoint`; a property's type cannot keep two spellings, so code that assigned a `CGPoint` now writes
    /// `CGVector(dx:dy:)`, as it does against MapLibre.)
    open var centerOffset = CGVector.zero
    /// Whether taps select it: the core annotation's `isEnabled`.
    open var isEnabled = true
    /// Whether a long press drags it: the core annotation's `isDraggable`.
    open var isDraggable = false
    /// Its stacking order (CALayer's `zPosition`): the core annotation's `z`.
    open var zPosition = 0
    /// Whether it is selected, kept in step with the core's selection.
    open private(set) var isSelected = false
    /// Its drag state, kept in step with the core's drag state machine.
    open private(set) var dragState = MLNAnnotationViewDragState.none
    /// Whether it shrinks towards the top of a tilted map (MLNAnnotationView.h; off by default).
    open var scalesWithViewingDistance = false {
        didSet { if scalesWithViewingDistance != oldValue { hostMapView?.updateCameraTransform(of: self) } }
    }
    /// Whether it turns with the map (MLNAnnotationView.h; off by default).
    open var rotatesToMatchCamera = false {
        didSet { if rotatesToMatchCamera != oldValue { hostMapView?.updateCameraTransform(of: self) } }
    }
    /// The map view showing it (public on ``MLNUserLocationAnnotationView`` as `mapView`, as in MapLibre).
    weak var hostMapView: MLNMapView?
    /// The camera transforms last applied on top of the app's own `transform`.
    var cameraTransforms = CameraTransforms()

    /// A view for reuse under an identifier, 24 × 36 points until sized.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 24, height: 36))
    }

    /// A view showing an annotation (designated, as in MapLibre's header, so that an app's subclass can
    /// call it from its own initialisers).
    public init(annotation: (any MLNAnnotation)?, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 24, height: 36))
        self.annotation = annotation
    }

    /// A view with a frame and no reuse identifier.
    override public init(frame: CGRect) {
        reuseIdentifier = nil
        super.init(frame: frame)
    }

    /// A view with a frame and offset (MapCompat's shorthand; the offset is a `CGVector`, as
    /// ``centerOffset`` is in MapLibre).
    public convenience init(reuseIdentifier: String?, frame: CGRect, centerOffset: CGVector = .zero) {
        self.init(reuseIdentifier: reuseIdentifier)
        self.frame = frame
        self.centerOffset = centerOffset
    }

    /// The shorthand with the offset as a `CGPoint`, as it was before ``centerOffset`` became MapLibre's
    /// `CGVector`.
    @available(*, deprecated, message: "pass the offset as CGVector(dx:dy:), the type MapLibre's centerOffset has")
    public convenience init(reuseIdentifier: String?, frame: CGRect, centerOffset: CGPoint) {
        self.init(
            reuseIdentifier: reuseIdentifier, frame: frame,
            centerOffset: CGVector(dx: centerOffset.x, dy: centerOffset.y))
    }

    /// Called before the view is reused for another annotation; resets nothing by default.
    open func prepareForReuse() {}

    /// Called when the core selects or deselects the annotation; the base class records it.
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    /// Called with each core drag state; the base class records it and, on `.starting`, dismisses the map's
    /// shown callout, as MapLibre's does (`MLNAnnotationView.mm`, `setDragState:animated:`), so that an app or
    /// subclass starting a drag itself hides the callout too.
    open func setDragState(_ dragState: MLNAnnotationViewDragState, animated: Bool) {
        self.dragState = dragState
        if dragState == .starting { hostMapView?.dismissCalloutForDragStart(animated: animated) }
    }

    /// The point the view stands on, in its superview: the frame's centre less ``centerOffset``. The map sets
    /// it to the annotation's point on screen as the camera moves, and the frame's centre lands `centerOffset`
    /// away, as MapLibre's getter and setter subtract and add the offset (`MLNAnnotationView.mm`, `center` and
    /// `setCenter:`).
    override open var center: CGPoint {
        get {
            let centre = super.center
            return CGPoint(x: centre.x - centerOffset.dx, y: centre.y - centerOffset.dy)
        }
        set { super.center = CGPoint(x: newValue.x + centerOffset.dx, y: newValue.y + centerOffset.dy) }
    }

    /// The core anchor: the unit point of the frame that sits on the coordinate.
    var anchor: CGPoint {
        let width = Double(bounds.width)
        let height = Double(bounds.height)
        return CGPoint(
            x: width > 0 ? 0.5 - Double(centerOffset.dx) / width : 0.5,
            y: height > 0 ? 0.5 - Double(centerOffset.dy) / height : 0.5)
    }
}

/// What the view keeps for one added annotation.
final class AnnotationRecord {
    let annotation: any MLNAnnotation
    var view: MLNAnnotationView?
    var leftAccessory: UIView?
    var rightAccessory: UIView?

    init(annotation: any MLNAnnotation) { self.annotation = annotation }
}

@available(*, unavailable)
extension AnnotationRecord: Sendable {}

extension MLNMapView {
    /// Every added annotation, in the order added; `nil` when there is none, as MapLibre returns.
    public var annotations: [any MLNAnnotation]? {
        let list = order.compactMap { records[$0]?.annotation }
        return list.isEmpty ? nil : list
    }

    /// A view the map set aside under an identifier (after its annotation was removed), prepared for reuse;
    /// `nil` when there is none.
    public func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MLNAnnotationView? {
        guard var views = reusableViews[identifier], !views.isEmpty else { return nil }
        let view = views.removeLast()
        reusableViews[identifier] = views
        view.prepareForReuse()
        return view
    }

    /// Removes several annotations.
    public func removeAnnotations(_ annotations: [any MLNAnnotation]) {
        for annotation in annotations { removeAnnotation(annotation) }
    }

    /// The selected annotations (at most one): the core's `selection`.
    public var selectedAnnotations: [any MLNAnnotation] {
        get { core.selection.flatMap(annotation(for:)).map { [$0] } ?? [] }
        set {
            guard let first = newValue.first else { return core.deselect() }
            // MapLibre's setter ignores shapes (`setSelectedAnnotations:` returns for an `MLNMultiPoint`).
            guard !(first is MLNMultiPoint) else { return }
            selectAnnotation(first, animated: false)
        }
    }

    /// Selects an annotation and, when animated, pans a point annotation into view as MapLibre does
    /// (``selectAnnotation(_:moveIntoView:animateSelection:completionHandler:)`` with `moveIntoView` = `animated`),
    /// then calls the handler.
    public func selectAnnotation(_ annotation: any MLNAnnotation, animated: Bool, completionHandler: (() -> Void)?) {
        selectAnnotation(
            annotation, moveIntoView: animated, animateSelection: animated, completionHandler: completionHandler)
    }

    /// Adds an annotation: the core's `addAnnotation(_:)`, asking the delegate for its view, callout and
    /// accessories. Adding one already added does nothing; an invalid one is ignored and kept in
    /// ``lastIgnoredError``.
    public func addAnnotation(_ annotation: any MLNAnnotation) {
        guard id(of: annotation) == nil else { return }
        let id = AnnotationID(core.newIdentifier(prefix: "mln").rawValue)
        let record = AnnotationRecord(annotation: annotation)
        records[id] = record
        do {
            if let shape = annotation as? MLNMultiPoint {
                try placeShape(id, shape)
            } else {
                try core.addAnnotation(coreAnnotation(id, record))
            }
        } catch {
            records[id] = nil
            ignore(error, value: "\(annotation.coordinate)")
            return
        }
        order.append(id)
        (annotation as? MLNShape)?.onChange = { [weak self] in self?.refresh(id) }
        if let view = record.view {
            place(view, of: id)
            delegate?.mapView(self, didAdd: [view])
        }
    }

    /// Adds several annotations.
    public func addAnnotations(_ annotations: [any MLNAnnotation]) {
        for annotation in annotations { addAnnotation(annotation) }
    }

    /// Removes an annotation: the core's `removeAnnotation(_:)`.
    public func removeAnnotation(_ annotation: any MLNAnnotation) {
        guard let id = id(of: annotation) else { return }
        if annotation is MLNMultiPoint {
            removeShape(id)
        } else {
            do { try core.removeAnnotation(id) } catch { ignore(error, value: "\(id)") }
        }
        if let view = records[id]?.view {
            view.annotation = nil
            if let identifier = view.reuseIdentifier { reusableViews[identifier, default: []].append(view) }
        }
        records[id] = nil
        order.removeAll { $0 == id }
        (annotation as? MLNShape)?.onChange = nil
    }

    /// Selects an annotation (adding it first if needed): the core's `select(_:)`. The core does not
    /// animate selection, so `animated` changes nothing.
    public func selectAnnotation(_ annotation: any MLNAnnotation, animated: Bool) {
        if id(of: annotation) == nil { addAnnotation(annotation) }
        guard let id = id(of: annotation) else { return }
        do { _ = try core.select(selection(of: id)) } catch { ignore(error, value: "\(id)") }
    }

    /// Deselects an annotation if it is the selection: the core's `deselect(_:)`.
    public func deselectAnnotation(_ annotation: (any MLNAnnotation)?, animated: Bool) {
        guard let annotation else { return }
        if annotation === currentUserLocation { return core.deselect(.locationMarker) }
        guard let id = id(of: annotation) else { return }
        core.deselect(selection(of: id))
    }

    /// The view the delegate gave for an annotation.
    /// For ``userLocation``, the user location view (the delegate's ``MLNUserLocationAnnotationView`` or the
    /// default one) while the user's location is shown, as MapLibre returns it (`MLNMapView.mm`,
    /// `viewForAnnotation:`).
    public func view(for annotation: any MLNAnnotation) -> MLNAnnotationView? {
        if let user = currentUserLocation, annotation === user { return userLocationView }
        return id(of: annotation).flatMap { records[$0]?.view }
    }

    /// The core id of an added annotation.
    public func id(of annotation: any MLNAnnotation) -> AnnotationID? {
        records.first { $0.value.annotation === annotation }?.key
    }

    /// Re-reads every annotation and the delegate's answers (after the delegate changed).
    func refreshAnnotations() {
        for id in order { refresh(id) }
    }

    /// Re-reads one annotation and the delegate's answers into the core.
    func refresh(_ id: AnnotationID) {
        guard let record = records[id] else { return }
        do {
            if let shape = record.annotation as? MLNMultiPoint {
                try placeShape(id, shape)
            } else {
                try core.updateAnnotation(coreAnnotation(id, record))
                if let view = record.view { place(view, of: id) }
            }
        } catch {
            ignore(error, value: "\(id)")
        }
    }

    private func coreAnnotation(_ id: AnnotationID, _ record: AnnotationRecord) throws(MapCompatError) -> Annotation {
        let annotation = record.annotation
        record.view = delegate?.mapView(self, viewFor: annotation) ?? record.view
        record.view?.annotation = annotation
        record.view?.hostMapView = self
        record.leftAccessory = delegate?.mapView(self, leftCalloutAccessoryViewFor: annotation)
        record.rightAccessory = delegate?.mapView(self, rightCalloutAccessoryViewFor: annotation)
        let view = record.view
        // Without a view, the delegate's annotation image gives the size and whether taps select.
        let image = view == nil ? delegate?.mapView(self, imageFor: annotation) : nil
        if let image { annotationImages[image.reuseIdentifier] = image }
        let imageSize = image?.image?.size
        return try Annotation(
            id: id, coordinate: annotation.coordinate.latLng(),
            size: view?.bounds.size ?? (imageSize.flatMap { $0 == .zero ? nil : $0 } ?? MarkerShape.defaultSize),
            anchor: view?.anchor ?? MarkerShape.defaultAnchor, z: view?.zPosition ?? 0,
            isVisible: !(view?.isHidden ?? false),
            title: annotation.title, subtitle: annotation.subtitle,
            isEnabled: view?.isEnabled ?? image?.isEnabled ?? true,
            canShowCallout: delegate?.mapView(self, annotationCanShowCallout: annotation) ?? false,
            hasLeftAccessory: record.leftAccessory != nil, hasRightAccessory: record.rightAccessory != nil,
            isDraggable: view?.isDraggable ?? false)
    }
}

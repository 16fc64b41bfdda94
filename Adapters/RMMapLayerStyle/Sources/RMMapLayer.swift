// swift-format-ignore-file: NeverUseImplicitlyUnwrappedOptionals

// route-me's headers carry no nullability: Swift imports their objects implicitly unwrapped, and so does this API.
import Foundation
import MapCompatCore

#if canImport(UIKit)
    import UIKit
#endif

/// The layer that shows an annotation (`RMMapLayer`): its frame, callout and drag side, kept in the core's
/// `Annotation` of its annotation.
///
/// Its drag side is route-me's protocol (`RMMapLayer.h`): the map view hands the layer starting, ending or
/// canceling through ``setDragState(_:animated:)``; the layer confirms by storing dragging or none
/// (`InteractiveMap.setDragState(_:of:)`), and the map view's delegate is told each stored change. The base
/// class confirms at once; a subclass that animates overrides ``setDragState(_:animated:)`` and calls `super`
/// with the confirmed state later. Only such an override sees starting, ending and canceling.
open class RMMapLayer: NSObject {
    /// The annotation this layer shows (held weakly, as in route-me).
    public weak var annotation: RMAnnotation!
    /// The layer's bounds; its size is the annotation's tappable frame (the core's `Annotation.size`).
    public var bounds: CGRect { didSet { sync() } }
    /// The point of the layer on the annotation's position, in the unit square (the core's
    /// `Annotation.anchor`).
    public var anchorPoint: CGPoint { didSet { sync() } }
    /// Drawing order; rounded, it is the core's `Annotation.z`.
    public var zPosition: CGFloat = 0 { didSet { sync() } }
    /// Moves the callout from the top centre of the layer; positive values move it down and right (the core's
    /// `Annotation.calloutOffset`).
    public var calloutOffset: CGPoint = .zero { didSet { sync() } }
    /// Whether selecting the annotation shows a callout with its title (the core's
    /// `Annotation.canShowCallout`); with no title the annotation acts disabled.
    public var canShowCallout = false { didSet { sync() } }
    /// The callout's left accessory; a `UIControl` reports its taps to the map view's delegate.
    public var leftCalloutAccessoryView: UIView! { didSet { sync() } }
    /// The callout's right accessory; a `UIControl` reports its taps to the map view's delegate.
    public var rightCalloutAccessoryView: UIView! { didSet { sync() } }
    /// Whether the layer is hidden (CALayer's `hidden`): a hidden layer is neither shown nor hit.
    public var isHidden = false { didSet { sync() } }
    /// Storage for the app's own data; the map never reads it.
    public var userInfo: Any!
    /// The last state stored while no map holds the layer.
    private var detachedDragState = RMMapLayerDragStateNone
    private var detachedProjectedLocation = RMProjectedPoint(x: 0, y: 0)

    /// Creates an empty layer anchored at its centre (CALayer's `init`).
    public override init() {
        bounds = .zero
        anchorPoint = CGPoint(x: 0.5, y: 0.5)
        super.init()
    }

    /// The geometry of a layer drawn in metres (``RMShape``, ``RMCircle``), which the map places as a core
    /// scene item; `nil` for a layer placed as a core annotation (its bounds and anchor point).
    func sceneShape() -> SceneShape? { nil }

    /// Who confirms the transient drag states: the layer itself (`DragConfirmation.layer`).
    var dragConfirmation: DragConfirmation { .layer }

    /// The map and the core id, while the annotation is on a map.
    private var attachment: (map: RMMapView, id: AnnotationID)? {
        guard let annotation, let map = annotation.mapView, let id = annotation.coreID else { return nil }
        return (map, id)
    }

    /// The stored drag state, dragging or none, as route-me's layer keeps it (from the core's
    /// `InteractiveMap.dragState(of:)`: none while the layer lifts, dragging while it drops). Setting it is
    /// `setDragState(_:animated: false)`.
    open var dragState: RMMapLayerDragState {
        get {
            attachment.map { RMMapLayerDragState(storedFor: $0.map.core.dragState(of: $0.id)) } ?? detachedDragState
        }
        set { setDragState(newValue, animated: false) }
    }

    /// Moves the drag state, as route-me's base layer does: starting is confirmed as dragging and ending or
    /// canceling as none at once; dragging and none are confirmations themselves. A move the protocol
    /// forbids (starting → none aborts a new drag) is ignored and the state stays as it was.
    open func setDragState(_ state: RMMapLayerDragState, animated: Bool) {
        let confirmed: AnnotationDragState
        switch state.core {
        case .starting?, .dragging?: confirmed = .dragging
        case .ending?, .canceling?, AnnotationDragState.none?: confirmed = .none
        case nil:
            annotation?.mapView?.core.diagnostics.report(
                MapDiagnostic(
                    field: "RMMapLayer.dragState", value: "\(state.rawValue)", action: .keptPrevious,
                    message: "not an RMMapLayerDragState"))
            return
        }
        guard let (map, id) = attachment else {
            detachedDragState = RMMapLayerDragState(confirmed)
            return
        }
        guard map.core.dragState(of: id) != confirmed else { return }
        try? map.core.setDragState(confirmed, of: id)
    }

    /// The layer's location in projected metres (the core's `InteractiveMap.projectedLocation(of:)`);
    /// setting it moves the annotation's coordinate there.
    public var projectedLocation: RMProjectedPoint {
        get {
            guard let (map, id) = attachment, let point = try? map.core.projectedLocation(of: id) else {
                return detachedProjectedLocation
            }
            return RMProjectedPoint(point)
        }
        set {
            detachedProjectedLocation = newValue
            annotation?.coordinate = RMProjection.googleProjection.projectedPointToCoordinate(newValue)
        }
    }

    /// The layer's rectangle on screen (CALayer's `frame` in the map view's coordinates; the core's
    /// `InteractiveMap.frame(of:)`), or its bounds while it is on no map.
    public var frame: CGRect {
        guard let (map, id) = attachment, let frame = map.core.frame(of: id) else { return bounds }
        return frame
    }

    /// Where the layer's anchor is on screen (the core's `InteractiveMap.screenPosition(of:)`); setting it
    /// is `setPosition(_:animated: false)`.
    public var position: CGPoint {
        get {
            guard let (map, id) = attachment else { return .zero }
            return map.core.screenPosition(of: id) ?? .zero
        }
        set { setPosition(newValue, animated: false) }
    }

    /// Moves the layer's anchor to a screen point (the core's
    /// `InteractiveMap.setPosition(_:of:animated:)`, timed by the profile); ignored for a
    /// layer on no map, a point beyond the horizon or a layer being dragged.
    open func setPosition(_ position: CGPoint, animated: Bool) {
        guard let (map, id) = attachment else { return }
        try? map.core.setPosition(position, of: id, animated: animated)
    }

    /// Pushes the layer's values to the core annotation.
    private func sync() {
        if let annotation { annotation.mapView?.sync(annotation) }
    }
}

@available(*, unavailable)
extension RMMapLayer: @unchecked Sendable {}

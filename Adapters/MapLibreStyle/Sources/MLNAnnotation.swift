import Foundation
import MapCompatCore

/// Something placed on the map: MapLibre's `MLNAnnotation`, shown as a core
/// `Annotation`.
public protocol MLNAnnotation: AnyObject {
    /// Where it is: the core annotation's `coordinate`.
    var coordinate: CLLocationCoordinate2D { get }
    /// The callout title: the core annotation's `title` (no title, no callout).
    var title: String? { get }
    /// The callout subtitle: the core annotation's `subtitle`.
    var subtitle: String? { get }
}

/// A point with a title: MapLibre's `MLNPointAnnotation`. Changing its coordinate after it was added moves
/// the core annotation; a finished drag writes the new coordinate back.
public final class MLNPointAnnotation: MLNAnnotation {
    /// Where it is: the core annotation's `coordinate`.
    public var coordinate: CLLocationCoordinate2D {
        didSet {
            if coordinate.latitude != oldValue.latitude || coordinate.longitude != oldValue.longitude { onChange?() }
        }
    }
    /// The callout title: the core annotation's `title`.
    public var title: String? {
        didSet { onChange?() }
    }
    /// The callout subtitle: the core annotation's `subtitle`.
    public var subtitle: String? {
        didSet { onChange?() }
    }
    var onChange: (() -> Void)?

    /// Creates an annotation.
    public init(
        coordinate: CLLocationCoordinate2D = CLLocationCoordinate2D(latitude: 0, longitude: 0), title: String? = nil,
        subtitle: String? = nil
    ) {
        self.coordinate = coordinate
        self.title = title
        self.subtitle = subtitle
    }
}

@available(*, unavailable)
extension MLNPointAnnotation: Sendable {}

/// The drag states of an annotation view: MapLibre's `MLNAnnotationViewDragState`, the core's
/// `AnnotationDragState`.
public enum MLNAnnotationViewDragState: Int, Hashable, Sendable {
    /// Not dragged: the core's `none`.
    case none = 0
    /// Lifting: the core's `starting`.
    case starting
    /// Following the finger: the core's `dragging`.
    case dragging
    /// Going back: the core's `canceling`.
    case canceling
    /// Dropped: the core's `ending`.
    case ending

    /// The state for a core drag state.
    public init(_ state: AnnotationDragState) {
        switch state {
        case .none: self = .none
        case .starting: self = .starting
        case .dragging: self = .dragging
        case .canceling: self = .canceling
        case .ending: self = .ending
        }
    }
}

/// How an annotation looks and reacts: MapLibre's `MLNAnnotationView`, returned by the delegate's
/// `mapView(_:viewFor:)`; its size, offset and flags become the core annotation's frame, anchor,
/// `isEnabled`, `isDraggable` and `isVisible`. Subclasses may override ``setDragState(_:animated:)``.
open class MLNAnnotationView {
    /// The reuse identifier (unused by the map).
    public let reuseIdentifier: String?
    /// The view's frame; its size is the core annotation's `size`, centred on the coordinate.
    public var frame: CGRect
    /// How far the view's centre lies from the coordinate's point, in points (UIKit's `CGVector` as a
    /// point); converted to the core annotation's `anchor`.
    public var centerOffset: CGPoint
    /// Whether taps select it: the core annotation's `isEnabled`.
    public var isEnabled = true
    /// Whether a long press drags it: the core annotation's `isDraggable`.
    public var isDraggable = false
    /// Whether it is hidden: the core annotation's `isVisible`, inverted.
    public var isHidden = false
    /// Its stacking order (CALayer's `zPosition`): the core annotation's `z`.
    public var zPosition = 0
    /// Whether it is selected, kept in step with the core's selection.
    public internal(set) var isSelected = false
    /// Its drag state, kept in step with the core's drag state machine.
    public private(set) var dragState = MLNAnnotationViewDragState.none

    /// Creates a view.
    public init(
        reuseIdentifier: String?, frame: CGRect = CGRect(x: 0, y: 0, width: 24, height: 36),
        centerOffset: CGPoint = .zero
    ) {
        self.reuseIdentifier = reuseIdentifier
        self.frame = frame
        self.centerOffset = centerOffset
    }

    /// Called with each core drag state; the base class records it.
    open func setDragState(_ dragState: MLNAnnotationViewDragState, animated: Bool) {
        self.dragState = dragState
    }

    /// The core anchor: the unit point of the frame that sits on the coordinate.
    var anchor: CGPoint {
        let width = Double(frame.width)
        let height = Double(frame.height)
        return CGPoint(
            x: width > 0 ? 0.5 - Double(centerOffset.x) / width : 0.5,
            y: height > 0 ? 0.5 - Double(centerOffset.y) / height : 0.5)
    }
}

@available(*, unavailable)
extension MLNAnnotationView: Sendable {}

/// A callout accessory control (UIKit's `UIControl` in MapLibre): its taps reach the delegate's
/// `mapView(_:annotation:calloutAccessoryControlTapped:)`.
public final class MLNCalloutAccessoryView {
    /// A tag for the app.
    public var tag: Int

    /// Creates an accessory.
    public init(tag: Int = 0) { self.tag = tag }
}

@available(*, unavailable)
extension MLNCalloutAccessoryView: Sendable {}

/// What the view keeps for one added annotation.
final class AnnotationRecord {
    let annotation: any MLNAnnotation
    var view: MLNAnnotationView?
    var leftAccessory: MLNCalloutAccessoryView?
    var rightAccessory: MLNCalloutAccessoryView?

    init(annotation: any MLNAnnotation) { self.annotation = annotation }
}

@available(*, unavailable)
extension AnnotationRecord: Sendable {}

extension MLNMapView {
    /// Every added annotation, in the order added.
    public var annotations: [any MLNAnnotation] { order.compactMap { records[$0]?.annotation } }

    /// The selected annotations (at most one): the core's `selectedAnnotationID`.
    public var selectedAnnotations: [any MLNAnnotation] {
        core.selectedAnnotationID.flatMap { records[$0] }.map { [$0.annotation] } ?? []
    }

    /// Adds an annotation: the core's `addAnnotation(_:)`, asking the delegate for its view, callout and
    /// accessories. Adding one already added does nothing; an invalid one is ignored and kept in
    /// ``lastIgnoredError``.
    public func addAnnotation(_ annotation: any MLNAnnotation) {
        guard id(of: annotation) == nil else { return }
        nextAnnotationNumber += 1
        let id = AnnotationID("mln-\(nextAnnotationNumber)")
        let record = AnnotationRecord(annotation: annotation)
        do {
            try core.addAnnotation(coreAnnotation(id, record))
        } catch {
            lastIgnoredError = error
            return
        }
        records[id] = record
        order.append(id)
        (annotation as? MLNPointAnnotation)?.onChange = { [weak self] in self?.refresh(id) }
    }

    /// Adds several annotations.
    public func addAnnotations(_ annotations: [any MLNAnnotation]) {
        for annotation in annotations { addAnnotation(annotation) }
    }

    /// Removes an annotation: the core's `removeAnnotation(_:)`.
    public func removeAnnotation(_ annotation: any MLNAnnotation) {
        guard let id = id(of: annotation) else { return }
        do { try core.removeAnnotation(id) } catch { lastIgnoredError = error }
        records[id] = nil
        order.removeAll { $0 == id }
        (annotation as? MLNPointAnnotation)?.onChange = nil
    }

    /// Selects an annotation (adding it first if needed): the core's `selectAnnotation(_:)`. The core does
    /// not animate selection, so `animated` changes nothing.
    public func selectAnnotation(_ annotation: any MLNAnnotation, animated: Bool) {
        if id(of: annotation) == nil { addAnnotation(annotation) }
        guard let id = id(of: annotation) else { return }
        do { _ = try core.selectAnnotation(id) } catch { lastIgnoredError = error }
    }

    /// Deselects an annotation if it is the selection: the core's `deselectAnnotation(_:)`.
    public func deselectAnnotation(_ annotation: (any MLNAnnotation)?, animated: Bool) {
        guard let annotation else { return }
        guard let id = id(of: annotation) else { return }
        core.deselectAnnotation(id)
    }

    /// The view the delegate gave for an annotation.
    public func view(for annotation: any MLNAnnotation) -> MLNAnnotationView? {
        id(of: annotation).flatMap { records[$0]?.view }
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
        do { try core.updateAnnotation(coreAnnotation(id, record)) } catch { lastIgnoredError = error }
    }

    private func coreAnnotation(_ id: AnnotationID, _ record: AnnotationRecord) throws(MapCompatError) -> Annotation {
        let annotation = record.annotation
        record.view = delegate?.mapView(self, viewFor: annotation) ?? record.view
        record.leftAccessory = delegate?.mapView(self, leftCalloutAccessoryViewFor: annotation)
        record.rightAccessory = delegate?.mapView(self, rightCalloutAccessoryViewFor: annotation)
        let view = record.view
        return try Annotation(
            id: id, coordinate: annotation.coordinate.latLng(), size: view?.frame.size ?? MarkerShape.defaultSize,
            anchor: view?.anchor ?? MarkerShape.defaultAnchor, z: view?.zPosition ?? 0,
            isVisible: !(view?.isHidden ?? false),
            title: annotation.title, subtitle: annotation.subtitle, isEnabled: view?.isEnabled ?? true,
            canShowCallout: delegate?.mapView(self, annotationCanShowCallout: annotation) ?? false,
            hasLeftAccessory: record.leftAccessory != nil, hasRightAccessory: record.rightAccessory != nil,
            isDraggable: view?.isDraggable ?? false)
    }
}

import MapCompatCore

/// The drag states of an annotation view: MapLibre's `MLNAnnotationViewDragState` (`NSUInteger`), the
/// core's `AnnotationDragState`.
public enum MLNAnnotationViewDragState: UInt, Hashable, Sendable {
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

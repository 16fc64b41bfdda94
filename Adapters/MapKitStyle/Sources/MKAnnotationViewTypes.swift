import MapCompatCore

extension MKAnnotationView {
    /// Where an annotation view is in a drag: MapKit's `MKAnnotationView.DragState`, the core's
    /// `AnnotationDragState`.
    public enum DragState: UInt, Hashable, Sendable {
        /// Not being dragged.
        case none = 0
        /// A press started a drag; the view confirms with ``dragging``.
        case starting = 1
        /// Following the finger.
        case dragging = 2
        /// The drag was cancelled; the view confirms with ``none``.
        case canceling = 3
        /// The finger lifted; the view confirms with ``none``.
        case ending = 4

        /// The state of a core drag state.
        public init(_ state: AnnotationDragState) {
            switch state {
            case .none: self = .none
            case .starting: self = .starting
            case .dragging: self = .dragging
            case .canceling: self = .canceling
            case .ending: self = .ending
            }
        }

        /// The core drag state.
        public var core: AnnotationDragState {
            switch self {
            case .none: .none
            case .starting: .starting
            case .dragging: .dragging
            case .canceling: .canceling
            case .ending: .ending
            }
        }
    }

    /// How an annotation view's collision frame is read when MapKit hides colliding views:
    /// `MKAnnotationView.CollisionMode` (kept; the headless map hides no view, see the adapter's article).
    public enum CollisionMode: Int, Hashable, Sendable {
        /// The frame's rectangle.
        case rectangle = 0
        /// The circle inscribed in the frame.
        case circle = 1
        /// The view never collides.
        case none = 2
    }
}

/// How important an annotation view is when views collide: MapKit's `MKFeatureDisplayPriority` (kept; the
/// headless map shows every view).
public struct MKFeatureDisplayPriority: RawRepresentable, Hashable, Sendable {
    /// The priority, 0...1000.
    public var rawValue: Float

    /// A priority from its value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority from its value (the imported struct's unlabelled initialiser).
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// Always shown.
    public static let required = MKFeatureDisplayPriority(rawValue: 1000)
    /// Shown unless a required view collides.
    public static let defaultHigh = MKFeatureDisplayPriority(rawValue: 750)
    /// Shown unless a higher priority view collides.
    public static let defaultLow = MKFeatureDisplayPriority(rawValue: 250)
}

/// Where an annotation view lies among overlapping ones: MapKit's `MKAnnotationViewZPriority`. Its value, rounded,
/// is the core annotation's `z` (a higher value lies above and wins the tap); the selected view comes to the front
/// (the core's rule), so ``MKAnnotationView/selectedZPriority`` is kept only.
public struct MKAnnotationViewZPriority: RawRepresentable, Hashable, Sendable {
    /// The priority, 0...1000.
    public var rawValue: Float

    /// A priority from its value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority from its value (the imported struct's unlabelled initialiser).
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// Above every other view.
    public static let max = MKAnnotationViewZPriority(rawValue: 1000)
    /// A selected view's default.
    public static let defaultSelected = MKAnnotationViewZPriority(rawValue: 1000)
    /// An unselected view's default.
    public static let defaultUnselected = MKAnnotationViewZPriority(rawValue: 500)
    /// Below every other view.
    public static let min = MKAnnotationViewZPriority(rawValue: 0)
}

/// Whether a map feature shows: MapKit's `MKFeatureVisibility`.
public enum MKFeatureVisibility: Int, Hashable, Sendable {
    /// Shown when the map decides it helps (the compass: while the map is turned).
    case adaptive = 0
    /// Never shown.
    case hidden = 1
    /// Always shown.
    case visible = 2
}

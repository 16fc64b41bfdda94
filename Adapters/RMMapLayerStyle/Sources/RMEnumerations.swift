import Foundation
import MapCompatCore

// route-me declares its enumerations as `typedef enum : NSUInteger { … } Name;` without `NS_ENUM`, so Swift
// imports each as a struct wrapping its raw value, with the C constants as global values
// (`mapView.userTrackingMode = RMUserTrackingModeFollow`, `case RMMapLayerDragStateEnding:`), as in
// route-me's `RMMapViewDelegate.h` and `RMMapView.h`.

/// route-me's tracking modes (`RMUserTrackingMode`): the core's `TrackingMode` without `noFollow`, which
/// route-me reports as none.
public struct RMUserTrackingMode: RawRepresentable, Equatable, Hashable, Sendable {
    /// The C value.
    public var rawValue: UInt
    /// Wraps a C value.
    public init(_ rawValue: UInt) { self.rawValue = rawValue }
    /// Wraps a C value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The mode of a core tracking mode.
    init(_ mode: TrackingMode) {
        switch mode {
        case .none, .noFollow: self = RMUserTrackingModeNone
        case .follow: self = RMUserTrackingModeFollow
        case .followWithHeading: self = RMUserTrackingModeFollowWithHeading
        }
    }

    /// The core's tracking mode; `nil` for a value route-me does not define.
    var core: TrackingMode? {
        switch rawValue {
        case 0: TrackingMode.none
        case 1: .follow
        case 2: .followWithHeading
        default: nil
        }
    }
}

/// Not tracking (core `none` or `noFollow`).
public let RMUserTrackingModeNone = RMUserTrackingMode(0)
/// The camera follows the location (core `follow`).
public let RMUserTrackingModeFollow = RMUserTrackingMode(1)
/// The camera follows and turns with the heading (core `followWithHeading`).
public let RMUserTrackingModeFollowWithHeading = RMUserTrackingMode(2)

/// How the map drifts after a fling (`RMMapDecelerationMode`): the core's `DecelerationRate`.
public struct RMMapDecelerationMode: RawRepresentable, Equatable, Hashable, Sendable {
    /// The C value.
    public var rawValue: UInt
    /// Wraps a C value.
    public init(_ rawValue: UInt) { self.rawValue = rawValue }
    /// Wraps a C value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
}

/// UIScrollView's normal rate (core `normal`).
public let RMMapDecelerationNormal = RMMapDecelerationMode(0)
/// UIScrollView's fast rate, route-me's default (core `fast`).
public let RMMapDecelerationFast = RMMapDecelerationMode(1)
/// No drift (core `immediate`).
public let RMMapDecelerationOff = RMMapDecelerationMode(2)

/// The drag states of an annotation layer (`RMMapLayerDragState`): the core's `AnnotationDragState`.
public struct RMMapLayerDragState: RawRepresentable, Equatable, Hashable, Sendable {
    /// The C value.
    public var rawValue: UInt
    /// Wraps a C value.
    public init(_ rawValue: UInt) { self.rawValue = rawValue }
    /// Wraps a C value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The state of a core drag state.
    init(_ state: AnnotationDragState) {
        switch state {
        case .none: self = RMMapLayerDragStateNone
        case .starting: self = RMMapLayerDragStateStarting
        case .dragging: self = RMMapLayerDragStateDragging
        case .canceling: self = RMMapLayerDragStateCanceling
        case .ending: self = RMMapLayerDragStateEnding
        }
    }

    /// The state route-me's layer stores for a core drag state (`RMMapLayer.m`, `setDragState:animated:`):
    /// only dragging and none are ever stored. Starting and ending or canceling are what the map view hands
    /// the layer; until the layer confirms, it keeps the state it had (none while it lifts, dragging while it
    /// drops).
    init(storedFor state: AnnotationDragState) {
        switch state {
        case .none, .starting: self = RMMapLayerDragStateNone
        case .dragging, .ending, .canceling: self = RMMapLayerDragStateDragging
        }
    }

    /// The core's drag state; `nil` for a value route-me does not define.
    var core: AnnotationDragState? {
        switch rawValue {
        case 0: AnnotationDragState.none
        case 1: .starting
        case 2: .dragging
        case 3: .canceling
        case 4: .ending
        default: nil
        }
    }
}

/// Not dragged (`RMMapLayerDragStateNone`).
public let RMMapLayerDragStateNone = RMMapLayerDragState(0)
/// A drag was allowed; the layer lifts (`RMMapLayerDragStateStarting`).
public let RMMapLayerDragStateStarting = RMMapLayerDragState(1)
/// Following the finger (`RMMapLayerDragStateDragging`).
public let RMMapLayerDragStateDragging = RMMapLayerDragState(2)
/// Interrupted; the layer goes back (`RMMapLayerDragStateCanceling`).
public let RMMapLayerDragStateCanceling = RMMapLayerDragState(3)
/// The finger lifted; the layer drops (`RMMapLayerDragStateEnding`).
public let RMMapLayerDragStateEnding = RMMapLayerDragState(4)

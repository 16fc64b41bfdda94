import Foundation
import MapCompatCore

/// One step of a spec's script: user input (taps, gestures, raw touches), the passing of time, or a call the
/// app makes through the vendor API.
///
/// Steps run back to back in virtual time. Screen points are in points, origin top-left, y down.
public enum Step: Hashable, Sendable {
    /// One finger down and up at a point (0.05 s).
    case tap(CGPoint)
    /// Two taps at a point, 0.1 s apart.
    case doubleTap(CGPoint)
    /// Two fingers 40 points apart, centred on a point, down and up together.
    case twoFingerTap(CGPoint)
    /// One finger held still at a point for `duration` seconds (default 0.8).
    case longPress(CGPoint, duration: Double)
    /// One finger moving across the map.
    case pan(Pan)
    /// Two fingers moving apart or together.
    case pinch(Pinch)
    /// Two fingers turning about a centre.
    case rotate(Rotate)
    /// Two fingers side by side moving vertically.
    case tilt(Tilt)
    /// A tap, then a second touch held and dragged vertically.
    case quickZoom(QuickZoom)
    /// Press, hold, move and lift: an annotation drag.
    case drag(Drag)
    /// Raw touch frames.
    case touches([TouchFrame])
    /// Time passing with no input, in seconds.
    case wait(Double)
    /// A real tap at the centre of a control's frame.
    case tapControl(MapControl)
    /// Choosing a level in the indoor level picker.
    case selectIndoorLevel(String)
    /// A real tap on a part of an annotation's shown callout.
    case tapCallout(id: String, part: CalloutPart)
    /// A programmatic camera move through the vendor API.
    case camera(CameraMove)
    /// Settings applied now through the vendor API.
    case set(Spec.MapSettings)
    /// A location update from the location source.
    case location(LocationUpdate)

    /// The step's kind, which spec files write as the step's one member (`{"tap": …}`).
    public var kind: Kind {
        switch self {
        case .tap: .tap
        case .doubleTap: .doubleTap
        case .twoFingerTap: .twoFingerTap
        case .longPress: .longPress
        case .pan: .pan
        case .pinch: .pinch
        case .rotate: .rotate
        case .tilt: .tilt
        case .quickZoom: .quickZoom
        case .drag: .drag
        case .touches: .touches
        case .wait: .wait
        case .tapControl: .tapControl
        case .selectIndoorLevel: .selectIndoorLevel
        case .tapCallout: .tapCallout
        case .camera: .camera
        case .set: .set
        case .location: .location
        }
    }

    /// The controls a `tapControl` step can name.
    public static let tappableControls: [MapControl] = [.compass, .zoomIn, .zoomOut, .locationButton, .logo]
}

extension Step {
    /// The kinds of step, one case per case of ``Step``, named as spec files name them. The decoder, the
    /// capability list and the fuzzer switch over these without a `default:`, so a new kind does not compile
    /// until each of them handles it. The cases are in the order the fuzzer draws them (see
    /// ``SpecGenerator``): reordering them changes what a seed generates.
    public enum Kind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// ``Step/tap(_:)``.
        case tap
        /// ``Step/doubleTap(_:)``.
        case doubleTap
        /// ``Step/twoFingerTap(_:)``.
        case twoFingerTap
        /// ``Step/longPress(_:duration:)``.
        case longPress
        /// ``Step/pan(_:)``.
        case pan
        /// ``Step/pinch(_:)``.
        case pinch
        /// ``Step/rotate(_:)``.
        case rotate
        /// ``Step/tilt(_:)``.
        case tilt
        /// ``Step/quickZoom(_:)``.
        case quickZoom
        /// ``Step/drag(_:)``.
        case drag
        /// ``Step/touches(_:)``.
        case touches
        /// ``Step/wait(_:)``.
        case wait
        /// ``Step/camera(_:)``.
        case camera
        /// ``Step/tapControl(_:)``.
        case tapControl
        /// ``Step/set(_:)``.
        case set
        /// ``Step/tapCallout(id:part:)``.
        case tapCallout
        /// ``Step/selectIndoorLevel(_:)``.
        case selectIndoorLevel
        /// ``Step/location(_:)``.
        case location

        /// The name spec files use.
        public var description: String { rawValue }
    }
}

extension Step {
    /// How fingers leave the screen at the end of a movement.
    public enum Release: String, Hashable, Sendable, CaseIterable {
        /// The fingers rest 0.1 s before lifting, so nothing decelerates.
        case hold
        /// The fingers lift while moving, so the map may decelerate.
        case fling
    }
}

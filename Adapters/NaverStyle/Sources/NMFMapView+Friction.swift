import Foundation
import MapCompatCore

extension NMFMapView {
    /// How quickly the map stops after a drag is released, 0–1 (larger stops sooner); NAVER's default 0.088
    /// (the `naver` profile's pan drift rate). Converted by the core's `DecelerationModel.rate(friction:)`
    /// into the drift rate of pans (`gestureSettings.decelerationRates[.pan]`). A value outside 0...1 is
    /// clamped and reported on `core.diagnostics`; 0, which would never stop, is ignored and reported.
    public var scrollFriction: CGFloat {
        get { friction(of: .pan) }
        set { setFriction(newValue, of: .pan, field: "scrollFriction") }
    }

    /// How quickly a pinch's zoom stops after release, 0–1; NAVER's default 0.12375 (the drift rate of
    /// pinches, as ``scrollFriction``).
    public var zoomFriction: CGFloat {
        get { friction(of: .pinch) }
        set { setFriction(newValue, of: .pinch, field: "zoomFriction") }
    }

    /// How quickly a rotation stops after release, 0–1; NAVER's default 0.19333 (the drift rate of
    /// rotations, as ``scrollFriction``).
    public var rotateFriction: CGFloat {
        get { friction(of: .rotate) }
        set { setFriction(newValue, of: .rotate, field: "rotateFriction") }
    }

    private func friction(of kind: GestureKind) -> CGFloat {
        let model = core.profile.deceleration
        return CGFloat(model.friction(rate: model.rate(for: kind, in: core.gestureSettings)))
    }

    private func setFriction(_ value: CGFloat, of kind: GestureKind, field: String) {
        var friction = Double(value)
        guard friction.isFinite, friction > 0 else {
            core.diagnostics.report(
                MapDiagnostic(
                    field: "NMFMapView.\(field)", value: "\(value)", action: .keptPrevious,
                    message: "a friction of 0 or less, or not a number, would never stop the map"))
            return
        }
        if friction > 1 {
            core.diagnostics.report(
                MapDiagnostic(
                    field: "NMFMapView.\(field)", value: "\(value)", action: .clamped(to: 1),
                    message: "NAVER's frictions range over 0...1"))
            friction = 1
        }
        core.gestureSettings.decelerationRates[kind] = core.profile.deceleration.rate(friction: friction)
    }
}

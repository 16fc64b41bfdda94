import Foundation

/// Animated camera moves (Mapbox's `CameraAnimationsManager`, mapbox/mapbox-maps-ios
/// `Sources/MapboxMaps/Camera/CameraAnimationsManager.swift`), without the `completion` argument: UIKit's
/// `UIViewAnimatingPosition` has no stand-in here.
public final class CameraAnimationsManager {
    private let core: InteractiveMap

    init(core: InteractiveMap) { self.core = core }

    /// Eases to `to` over `duration` seconds along `curve` (Mapbox's default: ease-out); parts `to` leaves `nil`
    /// do not move. Options that are not a valid camera, or a negative duration, change nothing and are reported on
    /// `core.diagnostics` (Mapbox's call does not throw).
    ///
    /// The returned object stops the move where it is; releasing it does not.
    @discardableResult
    public func ease(
        to: CameraOptions, duration: TimeInterval, curve: UIView.AnimationCurve = .easeOut
    ) -> any Cancelable {
        move(to: to, duration: duration, curve: Self.timingCurve(curve), path: .direct)
    }

    /// Flies to `to`, zooming out and back in on the way; without a duration the core's fly duration
    /// (`InteractionProfile.flyDuration`) stands in for the one Mapbox computes from the distance.
    @discardableResult
    public func fly(to: CameraOptions, duration: TimeInterval? = nil) -> any Cancelable {
        move(to: to, duration: duration ?? core.profile.flyDuration, curve: .easeInOut, path: .fly)
    }

    /// Stops every camera animation where it is.
    public func cancelAnimations() { core.cancelTransitions() }

    /// UIKit's curves, with Core Animation's control points.
    private static func timingCurve(_ curve: UIView.AnimationCurve) -> TimingCurve {
        switch curve {
        case .easeInOut: .easeInOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        @unknown default: .easeInOut
        }
    }

    private func move(
        to options: CameraOptions, duration: Double, curve: TimingCurve, path: CameraTransition.Path
    ) -> any Cancelable {
        let animation = CameraAnimation(core: core)
        do {
            let transition = try CameraTransition(duration: duration, curve: curve, path: path)
            try core.moveCamera(to: options.applied(to: core.camera), transition: transition) { _ in
                animation.isRunning = false
            }
        } catch {
            animation.isRunning = false
            core.diagnostics.report(MapDiagnostic(error, value: "\(options)"))
        }
        return animation
    }
}

/// One animated move, which `cancel()` stops while it runs.
private final class CameraAnimation: Cancelable {
    let core: InteractiveMap
    var isRunning = true

    init(core: InteractiveMap) { self.core = core }

    func cancel() {
        if isRunning { core.cancelTransitions() }
    }
}

@available(*, unavailable)
extension CameraAnimationsManager: Sendable {}

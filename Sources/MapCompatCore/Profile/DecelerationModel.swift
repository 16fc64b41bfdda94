import Foundation

/// How far the map drifts after the fingers lift, in MapLibre Native's terms: the rate is both a time in
/// seconds and a multiplier.
///
/// A pan released at velocity `v` (points per second) drifts by `v × rate × panOffsetFactor` over `rate`
/// seconds, unless `|v|` is below ``minimumPanSpeed``. A pinch or rotation drifts likewise by its own
/// formula. Rate zero means no drift at all.
public struct DecelerationModel: Hashable, Sendable {
    /// The rate for ``DecelerationRate/normal``.
    public var normalRate: Double
    /// The rate for ``DecelerationRate/fast``.
    public var fastRate: Double
    /// Below this release speed (points per second) a pan does not drift.
    public var minimumPanSpeed: Double
    /// The share of `velocity × rate` a pan drifts.
    public var panOffsetFactor: Double
    /// Pinch release velocities (scale per second) inside this range do not drift.
    public var pinchDeadZone: ClosedRange<Double>
    /// Below this release speed (radians per second) a rotation does not drift.
    public var minimumRotationSpeed: Double
    /// The share of `velocity × rate` a rotation drifts, in radians.
    public var rotationFactor: Double
    /// A pinch that closes (negative velocity) drifts for this share of the rate; one that opens, for the
    /// whole rate.
    public var pinchClosingDurationFactor = 0.25
    /// The share of the scale change `scale × velocity × duration` (opening) or `scale / (velocity ×
    /// duration)` (closing) a pinch drifts.
    public var pinchScaleFactor = 0.1
    /// The easing of every drift.
    public var curve: TimingCurve

    /// MapLibre Native iOS's formulas and constants (maplibre-native `platform/ios/src/MLNMapView.mm`,
    /// `handlePanGesture:`, `handlePinchGesture:`, `handleRotateGesture:`; the UIKit rates 0.998 and 0.99 are
    /// `UIScrollView.DecelerationRate.normal` and `.fast`).
    public static let mapLibre = DecelerationModel(
        normalRate: 0.998, fastRate: 0.99, minimumPanSpeed: 100, panOffsetFactor: 0.25, pinchDeadZone: -0.5...3,
        minimumRotationSpeed: 3, rotationFactor: 0.1, curve: mapLibreEase)

    /// MapLibre's default transition ease, cubic-bezier(0, 0, 0.25, 1) (maplibre-native
    /// `platform/ios/src/MLNMapView.mm`, `MLNUnitBezier(0, 0, 0.25, 1)` for `animationDuration` moves).
    static let mapLibreEase = (try? TimingCurve.cubicBezier(0, 0, 0.25, 1)) ?? .easeOut

    /// The drift rate for a NAVER friction coefficient (`scrollFriction`, `zoomFriction`, `rotateFriction`).
    ///
    /// NAVER documents the coefficient as 0–1, larger stopping sooner (NMFMapView.h of NMapsMap; Android's
    /// `UiSettings.setScrollGesturesFriction`), and not its physics. MapCompat reads it as the share of the
    /// speed lost in each 1/60 s frame: the speed decays as `(1 − friction)^(60·t)`, so the map glides
    /// `v · τ` with `τ = −1 / (60 · ln(1 − friction))`; a pan here drifts `v · rate · panOffsetFactor`,
    /// so `rate = τ / panOffsetFactor`. A conversion of units onto this model, not a curve of its own.
    /// Friction 1 (or more) is no drift (0); friction 0 or less, or not a number, never stops (infinity).
    public func rate(friction: Double) -> Double {
        guard friction > 0 else { return .infinity }
        guard friction < 1 else { return 0 }
        return -1 / (60 * log(1 - friction)) / panOffsetFactor
    }

    /// The NAVER friction whose ``rate(friction:)`` is `rate`: 1 for no drift, 0 for an infinite rate.
    public func friction(rate: Double) -> Double {
        guard rate > 0 else { return 1 }
        guard rate.isFinite else { return 0 }
        return 1 - exp(-1 / (60 * rate * panOffsetFactor))
    }

    /// The drift rate of a gesture of `kind` under `settings`: the kind's own rate
    /// (``GestureSettings/decelerationRates``) or else the ``GestureSettings/deceleration`` setting's; a rate
    /// that is not finite is no drift (0). The one formula every adapter reads drift rates through.
    public func rate(for kind: GestureKind, in settings: GestureSettings) -> Double {
        rate(for: kind, setting: settings.deceleration, overrides: settings.decelerationRates)
    }

    /// ``rate(for:in:)`` from the two settings it reads.
    func rate(for kind: GestureKind, setting: DecelerationRate, overrides: [GestureKind: Double]) -> Double {
        let rate = overrides[kind] ?? rate(for: setting)
        return rate.isFinite ? rate : 0
    }

    /// The rate in seconds for a setting.
    public func rate(for setting: DecelerationRate) -> Double {
        switch setting {
        case .normal: normalRate
        case .fast: fastRate
        case .immediate: 0
        }
    }
}

/// The deceleration setting a map exposes.
public enum DecelerationRate: String, Hashable, Sendable, Codable, CaseIterable {
    /// The longer, UIScrollView-normal drift.
    case normal
    /// The shorter, UIScrollView-fast drift.
    case fast
    /// No movement after the fingers lift.
    case immediate
}

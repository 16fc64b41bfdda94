/// What a rotation gesture may do where the profile does not allow rotation (below
/// ``InteractionProfile/rotationMinimumZoom``), and how the map turns back to north afterwards.
///
/// MapLibre Native iOS (maplibre-native `platform/ios/src/MLNMapView.mm`): `handleRotateGesture:` holds the new
/// direction within ±30° "when merely rotating like Apple does" while `isRotationAllowed` is false and the pinch's
/// scale is below 10; once a gesture ends, `unrotateIfNeededForGesture` / `unrotateIfNeededAnimated:` turn a
/// map that is still turned back to north (`resetNorthAnimated:`) after a 0.1 s delay.
public struct RestrictedRotation: Hashable, Sendable {
    /// The bearing, in degrees either side of north, a rotation gesture may reach while rotation is not allowed.
    public var maximumBearing: Double
    /// The pinch scale (spread now over spread at touch-down) from which the hold is lifted, as the fingers
    /// zoom the map towards a zoom where rotation is allowed.
    public var pinchScaleLimit: Double
    /// How long after a gesture ends the map starts turning back to north, in seconds.
    public var northReturnDelay: Double

    /// A restriction with its values.
    public init(maximumBearing: Double, pinchScaleLimit: Double, northReturnDelay: Double) {
        self.maximumBearing = maximumBearing
        self.pinchScaleLimit = pinchScaleLimit
        self.northReturnDelay = northReturnDelay
    }

    /// MapLibre's: ±30°, lifted from a pinch scale of 10, north again 0.1 s after the gesture.
    public static let mapLibre = RestrictedRotation(maximumBearing: 30, pinchScaleLimit: 10, northReturnDelay: 0.1)

    /// The bearing a rotation gesture reaches from `startBearing` after turning the content by `rotation`
    /// degrees (clockwise on screen, so the bearing decreases), held within ±``maximumBearing`` as MapLibre
    /// holds it: the start is read in −180…180, as MapLibre's camera reports it, and the result is in [0, 360).
    func bearing(from startBearing: Double, turnedBy rotation: Double) -> Double {
        let start = startBearing > 180 ? startBearing - 360 : startBearing
        let limit = maximumBearing.isFinite ? abs(maximumBearing) : 180
        return Angle.normalized(min(max(start - rotation, -limit), limit))
    }
}

import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// A viewpoint: MapLibre's `MLNMapCamera` (platform/darwin/src/MLNMapCamera.h), an Objective-C class that
/// apps subclass, copy and compare. It holds an altitude, not a zoom level; the map view converts between
/// the two with ``MLNAltitudeForZoomLevel(_:_:_:_:)`` and ``MLNZoomLevelForAltitude(_:_:_:_:)`` for its size,
/// as MapLibre does. It archives with `NSSecureCoding` under MLNMapCamera.mm's keys (`centerLatitude`,
/// `centerLongitude`, `altitude`, `pitch`, `heading`) and the roll under `roll` (MLNMapCameraTests.m
/// testRollInEncoding expects it back; the key is MapCompat's), through Foundation's keyed archivers, which
/// swift-corelibs-foundation also provides on Linux.
open class MLNMapCamera: NSObject, NSCopying, NSSecureCoding {
    /// The coordinate at the centre of the view.
    open var centerCoordinate: CLLocationCoordinate2D
    /// Degrees clockwise from north.
    open var heading: CLLocationDirection
    /// Degrees from straight down.
    open var pitch: CGFloat
    /// Degrees of roll about the viewing axis (the core has no roll: a map view keeps 0).
    open var roll: CGFloat = 0
    /// The eye's height above the ground in metres.
    open var altitude: CLLocationDistance

    /// The distance from the eye to the centre: the altitude over the sine of the eye's angle above the
    /// ground (MLNMapCamera.mm); setting it sets ``altitude``.
    open var viewingDistance: CLLocationDistance {
        get { altitude / sin((90 - Double(pitch)) * .pi / 180) }
        set { altitude = newValue * sin((90 - Double(pitch)) * .pi / 180) }
    }

    /// A camera with no valid centre, altitude 0, looking straight down at north (`+[MLNMapCamera camera]`).
    override public convenience init() {
        self.init(
            lookingAtCenter: CLLocationCoordinate2D(latitude: -180, longitude: -180), altitude: 0, pitch: 0, heading: 0)
    }

    /// A camera at an altitude: `cameraLookingAtCenterCoordinate:altitude:pitch:heading:`.
    public init(
        lookingAtCenter centerCoordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, pitch: CGFloat,
        heading: CLLocationDirection
    ) {
        self.centerCoordinate = centerCoordinate
        self.altitude = altitude
        self.pitch = pitch
        self.heading = heading
        super.init()
    }

    /// A camera at a viewing distance from the centre: `cameraLookingAtCenterCoordinate:acrossDistance:pitch:heading:`.
    public convenience init(
        lookingAtCenter centerCoordinate: CLLocationCoordinate2D, acrossDistance distance: CLLocationDistance,
        pitch: CGFloat, heading: CLLocationDirection
    ) {
        self.init(lookingAtCenter: centerCoordinate, altitude: 0, pitch: pitch, heading: heading)
        viewingDistance = distance
    }

    /// A camera whose eye is above `eyeCoordinate`: heading from the eye towards the centre, pitch from the
    /// ground distance and altitude (`cameraLookingAtCenterCoordinate:fromEyeCoordinate:eyeAltitude:`).
    public convenience init(
        lookingAtCenter centerCoordinate: CLLocationCoordinate2D,
        fromEyeCoordinate eyeCoordinate: CLLocationCoordinate2D,
        eyeAltitude: CLLocationDistance
    ) {
        let groundDistance = MLNMapCamera.groundDistance(eyeCoordinate, centerCoordinate)
        let heading = MLNDirectionBetweenCoordinates(eyeCoordinate, centerCoordinate)
        let pitch = atan(groundDistance / eyeAltitude) * 180 / .pi
        self.init(
            lookingAtCenter: centerCoordinate, altitude: eyeAltitude, pitch: CGFloat(pitch.isFinite ? pitch : 0),
            heading: heading < 0 ? heading + 360 : heading)
    }

    /// A camera at a viewing distance (the deprecated spelling of
    /// ``init(lookingAtCenter:acrossDistance:pitch:heading:)``).
    @available(*, deprecated, renamed: "init(lookingAtCenter:acrossDistance:pitch:heading:)")
    public convenience init(
        lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromDistance distance: CLLocationDistance,
        pitch: CGFloat, heading: CLLocationDirection
    ) {
        self.init(lookingAtCenter: centerCoordinate, acrossDistance: distance, pitch: pitch, heading: heading)
    }

    /// Cameras decode only the doubles they archived: `supportsSecureCoding` is true.
    public class var supportsSecureCoding: Bool { true }

    /// A camera read from an archive (`initWithCoder:`); a missing key reads as 0.
    public required init?(coder: NSCoder) {
        centerCoordinate = CLLocationCoordinate2D(
            latitude: coder.decodeDouble(forKey: "centerLatitude"),
            longitude: coder.decodeDouble(forKey: "centerLongitude"))
        altitude = coder.decodeDouble(forKey: "altitude")
        pitch = CGFloat(coder.decodeDouble(forKey: "pitch"))
        heading = coder.decodeDouble(forKey: "heading")
        roll = CGFloat(coder.decodeDouble(forKey: "roll"))
        super.init()
    }

    /// Writes the centre, altitude, pitch, heading and roll (`encodeWithCoder:`).
    open func encode(with coder: NSCoder) {
        coder.encode(centerCoordinate.latitude, forKey: "centerLatitude")
        coder.encode(centerCoordinate.longitude, forKey: "centerLongitude")
        coder.encode(altitude, forKey: "altitude")
        coder.encode(Double(pitch), forKey: "pitch")
        coder.encode(heading, forKey: "heading")
        coder.encode(Double(roll), forKey: "roll")
    }

    /// A copy with the same values.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = MLNMapCamera(
            lookingAtCenter: centerCoordinate, altitude: altitude, pitch: pitch, heading: heading)
        copy.roll = roll
        return copy
    }

    /// Whether every value is the same: `isEqualToMapCamera:`.
    open func isEqual(to otherCamera: MLNMapCamera) -> Bool {
        if otherCamera === self { return true }
        return centerCoordinate.latitude == otherCamera.centerCoordinate.latitude
            && centerCoordinate.longitude == otherCamera.centerCoordinate.longitude
            && altitude == otherCamera.altitude && pitch == otherCamera.pitch && heading == otherCamera.heading
            && roll == otherCamera.roll
    }

    /// Equal to another camera with the same values.
    override open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? MLNMapCamera else { return false }
        return isEqual(to: other)
    }

    /// A hash of the values ``isEqual(to:)`` compares.
    override open var hash: Int {
        var hasher = Hasher()
        hasher.combine(centerCoordinate.latitude)
        hasher.combine(centerCoordinate.longitude)
        hasher.combine(altitude)
        hasher.combine(pitch)
        hasher.combine(heading)
        hasher.combine(roll)
        return hasher.finalize()
    }

    /// The camera as text.
    override open var description: String {
        "<MLNMapCamera centerCoordinate: \(centerCoordinate.latitude), \(centerCoordinate.longitude); altitude: "
            + "\(altitude)m; heading: \(heading)°; pitch: \(pitch)°; roll: \(roll)°>"
    }

    /// The ground distance in metres between two coordinates on the WGS84 ellipsoid, as Core Location's
    /// `distance(from:)`, which MLNMapCamera.mm uses: the core's `Geodesic.inverse`; 0 for invalid input.
    static func groundDistance(_ from: CLLocationCoordinate2D, _ to: CLLocationCoordinate2D) -> Double {
        guard let start = try? from.latLng(), let end = try? to.latLng(),
            let inverse = try? Geodesic.inverse(from: start, to: end)
        else { return 0 }
        return inverse.distance
    }
}

@available(*, unavailable)
extension MLNMapCamera: @unchecked Sendable {}

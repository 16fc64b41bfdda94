import Foundation

/// Distances and directions on the WGS84 ellipsoid, for scale bars and distance read-outs.
///
/// Uses Vincenty's inverse formula, which agrees with Karney's algorithm to well under a millimetre for
/// every pair of points that are not nearly antipodal. For nearly antipodal pairs the iteration may not
/// converge; that is reported as an error rather than answered wrongly.
public enum Geodesic: Sendable {
    /// WGS84 semi-major axis in metres.
    public static let semiMajorAxis = 6_378_137.0
    /// WGS84 flattening.
    public static let flattening = 1 / 298.257_223_563

    /// The shortest path between two positions on the ellipsoid.
    public struct Inverse: Hashable, Sendable {
        /// Length of the path in metres.
        public var distance: Double
        /// Direction of the path where it leaves the first position, in degrees clockwise from north,
        /// 0..<360.
        public var initialAzimuth: Double
    }

    /// Solves the inverse geodesic problem between two positions.
    ///
    /// - Throws: ``MapCompatError`` with code ``MapCompatError/Code/didNotConverge`` for nearly antipodal
    ///   pairs.
    public static func inverse(from start: LatLng, to end: LatLng) throws(MapCompatError) -> Inverse {
        let a = semiMajorAxis
        let f = flattening
        let b = a * (1 - f)
        let radians = Double.pi / 180
        let l = (end.longitude - start.longitude) * radians
        let u1 = atan((1 - f) * tan(start.latitude * radians))
        let u2 = atan((1 - f) * tan(end.latitude * radians))
        let (sinU1, cosU1, sinU2, cosU2) = (sin(u1), cos(u1), sin(u2), cos(u2))

        var lambda = l
        for _ in 0..<200 {
            let (sinLambda, cosLambda) = (sin(lambda), cos(lambda))
            let crossTerm = cosU1 * sinU2 - sinU1 * cosU2 * cosLambda
            let sinSigma = ((cosU2 * sinLambda) * (cosU2 * sinLambda) + crossTerm * crossTerm).squareRoot()
            if sinSigma == 0 { return Inverse(distance: 0, initialAzimuth: 0) }
            let cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda
            let sigma = atan2(sinSigma, cosSigma)
            let sinAlpha = cosU1 * cosU2 * sinLambda / sinSigma
            let cosSqAlpha = 1 - sinAlpha * sinAlpha
            let cos2SigmaM = cosSqAlpha == 0 ? 0 : cosSigma - 2 * sinU1 * sinU2 / cosSqAlpha
            let c = f / 16 * cosSqAlpha * (4 + f * (4 - 3 * cosSqAlpha))
            let previous = lambda
            lambda =
                l + (1 - c) * f * sinAlpha
                * (sigma + c * sinSigma * (cos2SigmaM + c * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
            guard abs(lambda - previous) > 1e-13 else {
                let uSq = cosSqAlpha * (a * a - b * b) / (b * b)
                let bigA = 1 + uSq / 16384 * (4096 + uSq * (-768 + uSq * (320 - 175 * uSq)))
                let bigB = uSq / 1024 * (256 + uSq * (-128 + uSq * (74 - 47 * uSq)))
                let deltaSigma =
                    bigB * sinSigma
                    * (cos2SigmaM + bigB / 4
                        * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM) - bigB / 6 * cos2SigmaM
                            * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
                let azimuth = atan2(cosU2 * sin(lambda), cosU1 * sinU2 - sinU1 * cosU2 * cos(lambda)) / radians
                return Inverse(distance: b * bigA * (sigma - deltaSigma), initialAzimuth: Angle.normalized(azimuth))
            }
        }
        throw MapCompatError(
            .didNotConverge, field: "end", "the points \(start) and \(end) are too close to antipodal")
    }
}

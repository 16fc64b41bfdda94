/// One report from a location source: where the user is and, when known, which way they face.
public struct LocationFix: Hashable, Sendable {
    /// The user's position.
    public let position: LatLng
    /// The direction the user faces, in degrees clockwise from north, 0..<360; `nil` when unknown.
    public let heading: Double?

    /// Creates a fix; the heading wraps into 0..<360.
    ///
    /// - Throws: ``MapCompatError`` naming `heading` when it is not finite.
    public init(position: LatLng, heading: Double? = nil) throws(MapCompatError) {
        self.position = position
        if let heading {
            self.heading = Angle.normalized(try MapCompatError.finite(heading, "heading"))
        } else {
            self.heading = nil
        }
    }
}

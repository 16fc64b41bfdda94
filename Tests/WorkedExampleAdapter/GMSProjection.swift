/// Converts between the view's points and coordinates for the camera at the time it was read (Google's
/// `GMSProjection`,
/// https://developers.google.com/maps/documentation/ios-sdk/reference/objc/Classes/GMSProjection).
open class GMSProjection: NSObject {
    private let transform: ScreenTransform

    init(transform: ScreenTransform) { self.transform = transform }

    /// Where `coordinate` is shown, in the view's points; the origin when it is not shown (a coordinate
    /// behind a tilted horizon).
    open func point(for coordinate: CLLocationCoordinate2D) -> CGPoint {
        guard let position = try? LatLng(latitude: coordinate.latitude, longitude: coordinate.longitude) else {
            return .zero
        }
        return transform.point(for: position) ?? .zero
    }
}

@available(*, unavailable)
extension GMSProjection: @unchecked Sendable {}

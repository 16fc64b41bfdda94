import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// Coordinates to show and the room to leave around them (TomTom's `FitToCoordinatesOptions`, iOS API
/// reference 0.37.0 … 0.66.1 `Structs/FitToCoordinatesOptions.html`: `init(coordinates:padding:)`).
public struct FitToCoordinatesOptions: Sendable, Equatable {
    /// The coordinates the camera shows.
    public var coordinates: [CLLocationCoordinate2D]
    /// Points left between the coordinates and each edge of the view.
    public var padding: UInt

    /// Options fitting `coordinates` with `padding` points on every side.
    public init(coordinates: [CLLocationCoordinate2D], padding: UInt) {
        self.coordinates = coordinates
        self.padding = padding
    }

    /// Equal when the coordinates and padding are (CoreLocation's coordinate type is not `Equatable`).
    public static func == (lhs: FitToCoordinatesOptions, rhs: FitToCoordinatesOptions) -> Bool {
        lhs.padding == rhs.padding && lhs.coordinates.count == rhs.coordinates.count
            && zip(lhs.coordinates, rhs.coordinates).allSatisfy { $0.isSame(as: $1) }
    }

    /// The north-up, flat camera the core's fit gives for these coordinates in `viewport`.
    ///
    /// - Throws: `MapCompatError` naming `fitToCoordinates` when there is no coordinate or one is not a
    ///   position, or `padding` when it leaves no room.
    func camera(in viewport: Viewport) throws(MapCompatError) -> Camera {
        var positions: [LatLng] = []
        for (index, coordinate) in coordinates.enumerated() {
            positions.append(try coordinate.latLng(field: "fitToCoordinates[\(index)]"))
        }
        guard let bounds = LatLngBounds(enclosing: positions) else {
            throw MapCompatError(.outOfRange, field: "fitToCoordinates", "there is no coordinate to fit")
        }
        let side = Double(padding)
        return try Camera.fitting(
            bounds, in: viewport, padding: EdgeInsets(top: side, left: side, bottom: side, right: side))
    }
}

extension CameraUpdate {
    /// An update that shows every coordinate with `padding` points to spare on each side, north up and flat
    /// (TomTom's `CameraUpdate(fitToCoordinates:padding:)`, as MapConductor/ios-for-tomtom
    /// `TomTomMapViewController.fitBounds(bounds:padding:)` calls it).
    public init(fitToCoordinates coordinates: [CLLocationCoordinate2D], padding: UInt) {
        self.init(position: nil)
        fitToCoordinatesOptions = FitToCoordinatesOptions(coordinates: coordinates, padding: padding)
    }
}

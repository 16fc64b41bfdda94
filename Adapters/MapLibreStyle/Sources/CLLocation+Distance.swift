import MapCompatCore

#if !canImport(CoreLocation)
    extension CLLocation {
        /// The distance in metres to another location along the WGS84 ellipsoid (Core Location's
        /// `distance(from:)`, which apps use to pick the feature nearest a tap); 0 where a coordinate is
        /// not a valid position.
        public func distance(from location: CLLocation) -> CLLocationDistance {
            guard
                let start = try? LatLng(latitude: coordinate.latitude, longitude: coordinate.longitude),
                let end = try? LatLng(latitude: location.coordinate.latitude, longitude: location.coordinate.longitude),
                let inverse = try? Geodesic.inverse(from: start, to: end)
            else { return 0 }
            return inverse.distance
        }
    }
#endif

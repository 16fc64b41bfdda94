// Where Core Location is missing, the core's stand-ins for its types come with this adapter, as Core
// Location's own types come with the vendor SDK on Apple platforms. Every adapter re-exports the same
// declarations, so importing two adapters brings one copy.
#if !canImport(CoreLocation)
    @_exported import struct MapCompatCore.CLLocationCoordinate2D
    @_exported import typealias MapCompatCore.CLLocationDegrees
    @_exported import typealias MapCompatCore.CLLocationDirection
    @_exported import typealias MapCompatCore.CLLocationDistance
    @_exported import class MapCompatCore.CLLocation
    @_exported import class MapCompatCore.CLHeading
#endif

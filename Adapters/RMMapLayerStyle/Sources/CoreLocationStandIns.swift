// Where Core Location is missing, its stand-ins (MapCompatCoreLocation) come with this adapter, as Core
// Location's own types come with the vendor SDK on Apple platforms. Every adapter re-exports the same
// declarations, so importing two adapters brings one copy.
#if !canImport(CoreLocation)
    @_exported import struct MapCompatCoreLocation.CLLocationCoordinate2D
    @_exported import typealias MapCompatCoreLocation.CLLocationDegrees
    @_exported import typealias MapCompatCoreLocation.CLLocationDirection
    @_exported import typealias MapCompatCoreLocation.CLLocationDistance
    @_exported import class MapCompatCoreLocation.CLLocation
    @_exported import class MapCompatCoreLocation.CLHeading
    @_exported import class MapCompatCoreLocation.CLLocationManager
    @_exported import protocol MapCompatCoreLocation.CLLocationManagerDelegate
    @_exported import func MapCompatCoreLocation.CLLocationCoordinate2DMake
    @_exported import func MapCompatCoreLocation.CLLocationCoordinate2DIsValid
    @_exported import let MapCompatCoreLocation.kCLLocationCoordinate2DInvalid
#endif

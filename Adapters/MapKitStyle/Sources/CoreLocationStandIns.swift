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
    @_exported import typealias MapCompatCore.CLLocationAccuracy
    @_exported import enum MapCompatCore.CLAuthorizationStatus
    @_exported import enum MapCompatCore.CLAccuracyAuthorization
    @_exported import enum MapCompatCore.CLActivityType
    @_exported import enum MapCompatCore.CLDeviceOrientation
    @_exported import let MapCompatCore.kCLDistanceFilterNone
    @_exported import let MapCompatCore.kCLLocationAccuracyBest
    @_exported import let MapCompatCore.kCLLocationAccuracyBestForNavigation
    @_exported import let MapCompatCore.kCLLocationAccuracyNearestTenMeters
    @_exported import let MapCompatCore.kCLLocationAccuracyHundredMeters
    @_exported import let MapCompatCore.kCLLocationAccuracyKilometer
    @_exported import let MapCompatCore.kCLLocationAccuracyThreeKilometers
    @_exported import let MapCompatCore.kCLLocationAccuracyReduced
#endif

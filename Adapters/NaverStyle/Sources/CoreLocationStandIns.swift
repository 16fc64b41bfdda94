// Where Core Location is missing, its stand-in for the location type (MapCompatCoreLocation) comes with this
// adapter, as Core Location comes with NAVER's SDK on Apple platforms (NMapsMap's headers import CoreLocation,
// and its module re-exports what they import). NAVER hands its location manager's delegates `CLLocation`s
// (`locationManager:didUpdateLocations:`, NMFLocationManager.h); its positions are its own `NMGLatLng`. NAVER's
// screens drive Core Location's own manager beside the map (to ask for permission), so it comes too.
#if !canImport(CoreLocation)
    @_exported import class MapCompatCoreLocation.CLLocation
    @_exported import class MapCompatCoreLocation.CLLocationManager
#endif

// Core Location's names for what map SDKs take and hand back (`CLLocationCoordinate2D`, `CLLocation`,
// `CLHeading`, the authorization and accuracy vocabulary), defined once for every adapter. Where Core Location
// exists the module re-exports it and defines none of the stand-ins, so code written against a real SDK
// compiles the same way on both; where it is missing (Linux), the stand-ins here carry what map code reads.
// Adapters re-export the names their vendor's SDK hands out, so importing two adapters brings one copy.
#if canImport(CoreLocation)
    @_exported import CoreLocation
#endif

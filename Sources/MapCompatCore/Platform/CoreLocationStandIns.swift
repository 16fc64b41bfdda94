// Core Location's stand-ins lived in this module before they had one of their own (MapCompatCoreLocation);
// code that finds them through `import MapCompatCore` where Core Location is missing keeps compiling.
#if !canImport(CoreLocation)
    @_exported import MapCompatCoreLocation
#endif

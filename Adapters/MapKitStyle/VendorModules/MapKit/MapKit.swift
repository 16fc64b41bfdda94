/// Apple's MapKit module (`import MapKit`) where the platform has none (Linux), answered by the ``MapKitStyle``
/// adapter: an app's files keep their imports, and names qualified with the module (`MapKit.MKMapView`) resolve,
/// because qualified lookup sees re-exported modules. On Apple platforms `import MapKit` is Apple's framework, and
/// headless code imports `MapKitStyle` instead (Package.swift declares this library only off Darwin).
@_exported import MapKitStyle

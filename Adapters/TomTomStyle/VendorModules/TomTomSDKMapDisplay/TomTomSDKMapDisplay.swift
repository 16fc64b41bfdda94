/// TomTom's map display module (`import TomTomSDKMapDisplay`), answered by the ``TomTomStyle`` adapter: an app's files keep their imports, and names qualified
/// with the vendor's module (`TomTomSDKMapDisplay.SomeType`) resolve, because qualified lookup sees re-exported modules.
@_exported import TomTomStyle

/// TomTom's location provider module (`import TomTomSDKLocationProvider`), answered by the ``TomTomStyle`` adapter: an app's files keep their imports, and names qualified
/// with the vendor's module (`TomTomSDKLocationProvider.SomeType`) resolve, because qualified lookup sees re-exported modules.
@_exported import TomTomStyle

/// MapLibre Native's iOS module (`import MapLibre`), answered by the ``MapLibreStyle`` adapter: an app's files keep their imports, and names qualified
/// with the vendor's module (`MapLibre.SomeType`) resolve, because qualified lookup sees re-exported modules.
@_exported import MapLibreStyle

/// NAVER's geometry module (`import NMapsGeometry`: `NMGLatLng`, `NMGLatLngBounds`…), answered by the ``NaverStyle`` adapter: an app's files keep their imports, and names qualified
/// with the vendor's module (`NMapsGeometry.SomeType`) resolve, because qualified lookup sees re-exported modules.
@_exported import NaverStyle

/// NAVER's map SDK module (`import NMapsMap`), answered by the ``NaverStyle`` adapter: an app's files keep their imports, and names qualified
/// with the vendor's module (`NMapsMap.SomeType`) resolve, because qualified lookup sees re-exported modules.
@_exported import NaverStyle

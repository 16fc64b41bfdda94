/// TomTom's common types module (`import TomTomSDKCommon`), answered by the ``TomTomStyle`` adapter: an app's files keep their imports, and names qualified
/// with the vendor's module (`TomTomSDKCommon.SomeType`) resolve, because qualified lookup sees re-exported modules.
@_exported import TomTomStyle

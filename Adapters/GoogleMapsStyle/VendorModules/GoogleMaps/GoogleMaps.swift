/// Google's map SDK module (`import GoogleMaps`), answered by the ``GoogleMapsStyle`` adapter: an app's files keep their
/// imports, and names qualified with the vendor's module (`GoogleMaps.GMSMapView`) resolve, because qualified lookup sees
/// re-exported modules.
@_exported import GoogleMapsStyle

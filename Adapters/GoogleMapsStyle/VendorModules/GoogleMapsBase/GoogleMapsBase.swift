/// Google's base module (`import GoogleMapsBase`: `GMSCoordinateBounds`, which apps import beside `GoogleMaps` and
/// `GooglePlaces`), answered by the ``GoogleMapsStyle`` adapter, as ``GoogleMaps`` is.
@_exported import GoogleMapsStyle

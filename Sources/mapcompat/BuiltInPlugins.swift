import GoogleMapsStyleConformance
import MapCompatConformance
import MapKitStyleConformance
import MapLibreStyleConformance
import NaverStyleConformance
import RMMapLayerStyleConformance
import TomTomStyleConformance

/// The adapter plugins `mapcompat` runs, in report column order: the neutral core first, as every other
/// adapter is checked against it.
func builtInPlugins() -> [any AdapterPlugin] {
    [CorePlugin(), NaverPlugin(), MapLibrePlugin(), TomTomPlugin(), RMPlugin(), MapKitPlugin(), GooglePlugin()]
}

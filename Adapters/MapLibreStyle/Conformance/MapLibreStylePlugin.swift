import MapCompatConformance
import MapLibreStyle

/// The conformance plugin of MapLibreStyle (under construction).
enum MapLibreStyleConformanceModule: Sendable {}

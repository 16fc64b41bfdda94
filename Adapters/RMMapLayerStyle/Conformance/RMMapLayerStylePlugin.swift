import MapCompatConformance
import RMMapLayerStyle

/// The conformance plugin of RMMapLayerStyle (under construction).
enum RMMapLayerStyleConformanceModule: Sendable {}

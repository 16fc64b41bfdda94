import MapCompatConformance
import TomTomStyle

/// The conformance plugin of TomTomStyle (under construction).
enum TomTomStyleConformanceModule: Sendable {}

import MapCompatConformance
import NaverStyle

/// The conformance plugin of NaverStyle (under construction).
enum NaverStyleConformanceModule: Sendable {}

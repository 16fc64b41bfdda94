/// The RMMapLayerStyle adapter (under construction).
public enum RMMapLayerStyleModule: Sendable {}

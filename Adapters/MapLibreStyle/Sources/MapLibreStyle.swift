/// The MapLibreStyle adapter (under construction).
public enum MapLibreStyleModule: Sendable {}

/// The TomTomStyle adapter (under construction).
public enum TomTomStyleModule: Sendable {}

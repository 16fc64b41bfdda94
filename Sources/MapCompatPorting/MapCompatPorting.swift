/// Porting between vendor styles (under construction).
public enum MapCompatPorting: Sendable {}

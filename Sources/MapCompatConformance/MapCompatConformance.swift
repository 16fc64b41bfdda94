/// Conformance specs for MapCompat adapters: the model, loader, runner and reports.
public enum MapCompatConformance: Sendable {}

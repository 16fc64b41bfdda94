extension Spec {
    /// Whether the scene has a basemap symbol.
    public var hasSymbols: Bool {
        scene.contains { if case .symbol = $0.content { true } else { false } }
    }
}

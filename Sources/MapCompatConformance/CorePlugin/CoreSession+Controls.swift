import MapCompatCore

extension CoreSession {
    /// Applies the spec's controls, location and indoor maps to the map.
    func setUpControls(_ spec: Spec) throws {}

    /// Performs a control step (`tapControl`, `selectIndoorLevel`, `location`); `false` when the step is
    /// not one.
    func performControlStep(_ step: Step) throws -> Bool { false }

    /// Reports control visibility, tracking mode and the indoor picker.
    func reportControls(into state: inout ObservedState) {}
}

extension CorePlugin {
    /// What the core supports of controls, location and indoor maps.
    static let controlCapabilities: Set<Capability> = []
}

extension InteractiveMap {
    /// Applies the controls and location parts of (partial) spec map settings.
    func applyControlSettings(_ settings: Spec.MapSettings) throws {}
}

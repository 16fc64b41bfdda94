import MapCompatCore

extension CoreSession {
    /// Adds the spec's annotations and drag handler to the map.
    func setUpAnnotations(_ spec: Spec) throws {}

    /// Performs an annotation step (`tapCallout`); `false` when the step is not one.
    func performAnnotationStep(_ step: Step) throws -> Bool { false }

    /// Reports selection, drag states and annotation positions.
    func reportAnnotations(into state: inout ObservedState) {}
}

extension CorePlugin {
    /// What the core supports of annotations.
    static let annotationCapabilities: Set<Capability> = []
}

/// The porter's passes that still read and write whole texts, each as a step of ``PortSteps``, until each becomes a
/// rule on the syntax tree (``PortRule``). Each wrapper only calls its pass and reports what it changed; the
/// style conditions they keep are the passes' own, and go with them.
extension PortState {
    /// The restored lines as the text passes take them: 0-based.
    var protectedLines: Set<Int> {
        get { Set(restoredLines.map { $0 - 1 }) }
        set { restoredLines = Set(newValue.map { $0 + 1 }) }
    }
}

/// Lines an earlier port commented out from the target style become code again (``Porter/restore(_:target:)``);
/// they, and the lines an unterminated literal holds (``UnterminatedLiterals``), are left alone from here on.
enum RestorePass: PortStep {
    static func applies(to context: PortContext) -> Bool { true }

    static func run(_ state: inout PortState, _ context: PortContext) {
        (state.text, state.restoredLines) = Porter.restore(state.text, target: context.target)
        state.restoredLines.formUnion(UnterminatedLiterals.lines(in: state.text))
        state.restoredText = state.text
    }
}

/// NAVER's wrapper view unwrapped (``NaverMapViewWrapper``).
enum NaverMapViewWrapperPass: PortStep {
    static func applies(to context: PortContext) -> Bool { context.source == .naver }

    static func run(_ state: inout PortState, _ context: PortContext) {
        let unwrapped = NaverMapViewWrapper.unwrapSelf(
            NaverMapViewWrapper.unwrap(state.text, to: context.target), to: context.target)
        if unwrapped != state.text || (context.target != .naver && state.text.contains("NMFNaverMapView")) {
            state.reshaped(
                .automatic, "type.mapViewWithControls", "the wrapper's map view is the map view itself",
                file: context.file)
        }
        state.text = unwrapped
    }
}

/// A pass of the form `(text, protected, changed)`, reported as one whole-file change when it changed the text.
protocol ProtectedTextPass: PortStep {
    /// The change reported when the pass changed the text: kind, concept and message.
    static var change: (PortChange.Kind, String, String)? { get }
    /// Runs the pass.
    static func pass(_ text: String, _ protected: Set<Int>, _ context: PortContext) -> (
        text: String, protected: Set<Int>, changed: Bool
    )
}

extension ProtectedTextPass {
    static func run(_ state: inout PortState, _ context: PortContext) {
        let result = pass(state.text, state.protectedLines, context)
        if result.changed, let (kind, concept, message) = change {
            state.reshaped(kind, concept, message, file: context.file)
        }
        state.text = result.text
        state.protectedLines = result.protected
    }
}

/// MapLibre's map view made with its style URL (``MapLibreStyleInit``).
enum MapLibreStyleInitPass: ProtectedTextPass {
    static func applies(to context: PortContext) -> Bool { context.source == .maplibre }
    static let change: (PortChange.Kind, String, String)? = (
        .review, "maplibre.init.styleURL", "the map view made from its frame; its style URL went"
    )
    static func pass(_ text: String, _ protected: Set<Int>, _ context: PortContext) -> (
        text: String, protected: Set<Int>, changed: Bool
    ) { MapLibreStyleInit.port(text, protected: protected, to: context.target) }
}

/// MapLibre's camera read, changed and set again (``MapLibreCameraGroups``).
enum MapLibreCameraGroupsPass: ProtectedTextPass {
    static func applies(to context: PortContext) -> Bool { context.source == .maplibre }
    static let change: (PortChange.Kind, String, String)? = (
        .automatic, "camera.set.group", "MapLibre's camera changed and set again moved as the target moves"
    )
    static func pass(_ text: String, _ protected: Set<Int>, _ context: PortContext) -> (
        text: String, protected: Set<Int>, changed: Bool
    ) { MapLibreCameraGroups.collapse(text, protected: protected, to: context.target) }
}

/// route-me's map view made with its tile source (``RouteMeTileSourceInit``).
enum RouteMeTileSourceInitPass: ProtectedTextPass {
    static func applies(to context: PortContext) -> Bool { context.source == .rm }
    static let change: (PortChange.Kind, String, String)? = (
        .review, "rm.init.tileSource", "the map view made from its frame; its tile source went"
    )
    static func pass(_ text: String, _ protected: Set<Int>, _ context: PortContext) -> (
        text: String, protected: Set<Int>, changed: Bool
    ) { RouteMeTileSourceInit.port(text, protected: protected, to: context.target) }
}

/// NAVER's camera updates built over several statements (``NaverCameraUpdateGroups``).
enum NaverCameraUpdateGroupsPass: PortStep {
    static func applies(to context: PortContext) -> Bool { context.source == .naver && context.target != .naver }

    static func run(_ state: inout PortState, _ context: PortContext) {
        let result = NaverCameraUpdateGroups.collapse(state.text, protected: state.protectedLines)
        if result.text != state.text {
            state.reshaped(
                .automatic, "camera.update.group", "NAVER's camera updates moved in one statement each",
                file: context.file)
        }
        if result.easedOther {
            state.reshaped(
                .review, "camera.update.animation", "NAVER's other animations made one eased move", file: context.file)
        }
        state.text = result.text
        state.protectedLines = result.protected
    }
}

/// TomTom's map view made with its options (``TomTomMapOptionsInit``).
enum TomTomMapOptionsInitPass: ProtectedTextPass {
    static func applies(to context: PortContext) -> Bool { context.source == .tomtom && context.target != .tomtom }
    static let change: (PortChange.Kind, String, String)? = (
        .review, "tomtom.mapOptions", "the map view made from its frame and moved; its options went"
    )
    static func pass(_ text: String, _ protected: Set<Int>, _ context: PortContext) -> (
        text: String, protected: Set<Int>, changed: Bool
    ) { TomTomMapOptionsInit.port(text, protected: protected) }
}

/// TomTom's camera update made into a constant first (``TomTomCameraUpdateLocals``).
enum TomTomCameraUpdateLocalsPass: ProtectedTextPass {
    static func applies(to context: PortContext) -> Bool { context.source == .tomtom && context.target != .tomtom }
    static let change: (PortChange.Kind, String, String)? = nil
    static func pass(_ text: String, _ protected: Set<Int>, _ context: PortContext) -> (
        text: String, protected: Set<Int>, changed: Bool
    ) {
        let result = TomTomCameraUpdateLocals.inline(text, protected: protected)
        return (result.text, result.protected, false)
    }
}

/// A NAVER marker kept in a stored property (``StoredMarkers``).
enum StoredMarkersPass: ProtectedTextPass {
    static func applies(to context: PortContext) -> Bool { true }
    static let change: (PortChange.Kind, String, String)? = nil
    static func pass(_ text: String, _ protected: Set<Int>, _ context: PortContext) -> (
        text: String, protected: Set<Int>, changed: Bool
    ) {
        let result = StoredMarkers.port(text, protected: protected, from: context.source, to: context.target)
        return (result.text, result.protected, false)
    }
}

/// Point markers made the target's way (``MarkerConstruction``).
enum MarkerConstructionPass: ProtectedTextPass {
    static func applies(to context: PortContext) -> Bool { true }
    static let change: (PortChange.Kind, String, String)? = (
        .automatic, "annotation.make", "markers made through the target's initialisers"
    )
    static func pass(_ text: String, _ protected: Set<Int>, _ context: PortContext) -> (
        text: String, protected: Set<Int>, changed: Bool
    ) {
        let result = MarkerConstruction.port(text, protected: protected, from: context.source, to: context.target)
        return (result.text, result.protected, result.text != text)
    }
}

/// Overlays taken off through the map view they are on (``MarkerDetach``).
enum MarkerDetachPass: ProtectedTextPass {
    static func applies(to context: PortContext) -> Bool { true }
    static let change: (PortChange.Kind, String, String)? = (
        .automatic, "annotation.detach", "overlays taken off through the map view they are on"
    )
    static func pass(_ text: String, _ protected: Set<Int>, _ context: PortContext) -> (
        text: String, protected: Set<Int>, changed: Bool
    ) {
        let result = MarkerDetach.port(text, protected: protected, from: context.source, to: context.target)
        return (result.text, protected, result.changed)
    }
}

/// Lines, polygons and circles made the target's way (``ShapeConstruction``).
enum ShapeConstructionPass: ProtectedTextPass {
    static func applies(to context: PortContext) -> Bool { true }
    static let change: (PortChange.Kind, String, String)? = nil
    static func pass(_ text: String, _ protected: Set<Int>, _ context: PortContext) -> (
        text: String, protected: Set<Int>, changed: Bool
    ) {
        let result = ShapeConstruction.port(text, protected: protected, from: context.source, to: context.target)
        return (result.text, result.protected, false)
    }
}

/// TomTom's list of disabled gestures said as the target's switches (``GestureLists``).
enum GestureListsPass: ProtectedTextPass {
    static func applies(to context: PortContext) -> Bool { true }
    static let change: (PortChange.Kind, String, String)? = (
        .automatic, "gestures.disabledList", "the disabled-gesture list set as the target's switches"
    )
    static func pass(_ text: String, _ protected: Set<Int>, _ context: PortContext) -> (
        text: String, protected: Set<Int>, changed: Bool
    ) { GestureLists.port(text, protected: protected, from: context.source, to: context.target) }
}

/// Callbacks moved to the target's receivers (``CallbackPorter``).
enum CallbackPass: PortStep {
    static func applies(to context: PortContext) -> Bool { true }

    static func run(_ state: inout PortState, _ context: PortContext) {
        let output = CallbackPorter(source: context.source, target: context.target)
            .port(state.text, protected: state.protectedLines)
        state.text = output.lines.joined(separator: "\n")
        state.protectedLines = output.protected
        state.conformances = output.conformances
        for (kind, concept, message) in output.changes { state.reshaped(kind, concept, message, file: context.file) }
    }
}

/// The member-level port: every API-map concept the source spells, rewritten in the target's spelling or commented
/// out under a note (``Porter/rewrite(_:_:into:)``). What steps found before it becomes changes at their lines.
enum MemberRewritePass: PortStep {
    static func applies(to context: PortContext) -> Bool { true }

    static func run(_ state: inout PortState, _ context: PortContext) {
        let porter = context.porter
        let tokens = SwiftTokenizer(state.text).tokenize()
        var types = TypeModel(tokens, styles: [context.source, context.target])
        types.absorbNames(
            TypeModel(SwiftTokenizer(state.restoredText).tokenize(), styles: [context.source, context.target]))
        types.absorbNames(context.module)
        var writer = Writer(file: context.file)
        porter.rewrite(
            TemplateMatcher(tokens: tokens, protectedLines: state.restoredLines, types: types), 0..<tokens.count,
            into: &writer)
        let result = writer.finish()
        state.text = result.output
        state.changes += result.changes
    }
}

/// A port to route-me writes the adapter's import where the source imported its vendor's module
/// (``RouteMeImport``).
enum RouteMeImportPass: PortStep {
    static func applies(to context: PortContext) -> Bool { context.target == .rm }

    static func run(_ state: inout PortState, _ context: PortContext) {
        var result = PortResult(output: state.text, changes: state.changes)
        RouteMeImport.add(to: &result, from: context.source)
        (state.text, state.changes) = (result.output, result.changes)
    }
}

/// Every type header's conformances deduplicated, with those the moved callbacks need (``Conformances``).
enum ConformancesPass: PortStep {
    static func applies(to context: PortContext) -> Bool { true }

    static func run(_ state: inout PortState, _ context: PortContext) {
        state.text = Conformances.normalize(state.text, adding: state.conformances)
    }
}

/// `any` dropped before the target's classes (``MissingMembers/concreteWithoutAny(_:target:)``), and the
/// target's names the core declares too qualified (``CoreNameClashes``).
enum TargetNamesPass: PortStep {
    static func applies(to context: PortContext) -> Bool { true }

    static func run(_ state: inout PortState, _ context: PortContext) {
        let existentials = MissingMembers.concreteWithoutAny(state.text, target: context.target)
        if existentials != state.text {
            state.reshaped(
                .automatic, "type.existential", "`any` dropped before the target's classes", file: context.file)
        }
        state.text = CoreNameClashes.qualify(existentials, target: context.target)
    }
}

/// TomTom's map view set up in `onMapReady` (``TomTomMapViewSetUp``) and its optional conversions unwrapped
/// (``TomTomOptionalConversions``).
enum TomTomMapViewPass: PortStep {
    static func applies(to context: PortContext) -> Bool { context.target == .tomtom && context.source != .tomtom }

    static func run(_ state: inout PortState, _ context: PortContext) {
        let view = TomTomMapViewSetUp.reshape(state.text)
        let conversions = TomTomOptionalConversions.unwrap(view.text)
        if view.changed {
            state.reshaped(
                .automatic, "tomtom.mapView", "the map view made as MapView, its map set up in onMapReady",
                file: context.file)
        }
        if conversions.changed {
            state.reshaped(
                .review, "tomtom.conversion", "conversions bound to a constant unwrapped", file: context.file)
        }
        state.text = conversions.text
    }
}

/// Statements that use what the port commented out, commented out with it (``DependentLines``).
enum DependentLinesPass: PortStep {
    static func applies(to context: PortContext) -> Bool { true }

    static func run(_ state: inout PortState, _ context: PortContext) {
        let result = DependentLines.apply(
            to: PortResult(output: state.text, changes: state.changes), source: context.source,
            target: context.target, file: context.file, module: context.module.names,
            goneElsewhere: context.module.goneStatics, input: state.input)
        (state.text, state.changes) = (result.output, result.changes)
    }
}

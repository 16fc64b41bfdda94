/// The steps of a port, in order: the orchestrator only runs the steps that apply, in this order, and hands each
/// the state the one before it left.
///
/// The order is the porter's design: the source is normalised first (restored lines, wrapped headers, vendor
/// qualifiers); statements are then reshaped into what the target writes (map views, camera groups, markers,
/// shapes, gesture lists, callbacks); the member-level port rewrites what is left concept by concept; and the
/// last steps make the file whole again (imports, conformances, names, statements that used what went).
enum PortSteps {
    static let all: [any PortStep.Type] = [
        RuleStep<FormerNamesRule>.self,
        RuleStep<FormerCallNamesRule>.self,
        RuleStep<WrappedInheritanceClauseRule>.self,
        RestorePass.self,
        RuleStep<BridgedSourceImportRule>.self,
        NaverMapViewWrapperPass.self,
        RuleStep<VendorQualifierRule>.self,
        RuleStep<LegacyDelegateSpellingRule>.self,
        RuleStep<AnnotationImageCallbackRule>.self,
        RuleStep<ShapePaintCallbackRule>.self,
        RuleStep<CoordinatePathRule>.self,
        RuleStep<MapViewOptionsRule>.self,
        MapLibreStyleInitPass.self,
        MapLibreCameraGroupsPass.self,
        RouteMeTileSourceInitPass.self,
        NaverCameraUpdateGroupsPass.self,
        TomTomMapOptionsInitPass.self,
        TomTomCameraUpdateLocalsPass.self,
        StoredMarkersPass.self,
        MarkerConstructionPass.self,
        MarkerDetachPass.self,
        ShapeConstructionPass.self,
        GestureListsPass.self,
        RuleStep<ImplicitSelfMemberRule>.self,
        RuleStep<UnwrapOfHeldMapRule>.self,
        CallbackPass.self,
        RuleStep<OptionalCallbackParameterRule>.self,
        RuleStep<ZoomReadTypeRule>.self,
        RuleStep<RegionFrameRule>.self,
        RuleStep<ViewCallbackParameterRule>.self,
        MemberRewritePass.self,
        RuleStep<OptionalMemberReadRule>.self,
        RuleStep<SubclassInitializerRule>.self,
        RouteMeImportPass.self,
        ConformancesPass.self,
        TargetNamesPass.self,
        TomTomMapViewPass.self,
        DependentLinesPass.self,
        RuleStep<UnreceivedDelegateMethodRule>.self,
    ]

    /// Runs every step that applies to `context` on `text`.
    static func run(_ text: String, _ context: PortContext) -> PortState {
        var state = PortState(input: text)
        for step in all where step.applies(to: context) {
            if !step.keepsFindings { state.recordFindings(file: context.file) }
            step.run(&state, context)
        }
        state.recordFindings(file: context.file)
        return state
    }
}

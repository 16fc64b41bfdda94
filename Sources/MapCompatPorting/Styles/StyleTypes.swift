/// What a style's types are: the role of each vendor type, and of the values its closures, enum cases and members
/// hand over.
public struct StyleTypes: Hashable, Sendable {
    /// The role of each vendor type name (`NMFMarker`: a marker).
    public var roles: [String: TypeRole] = [:]
    /// The type names of ``roles`` that are ordinary words in other code (TomTom's `MapView`, `Marker`): they
    /// count as the vendor's only in a port from or to this style.
    public var commonWords: Set<String> = []
    /// Closure properties whose closure's first parameter has a known role (NAVER's `touchHandler` hands over the
    /// tapped overlay).
    public var closureParameterRoles: [String: TypeRole] = [:]
    /// Enum cases whose first associated value has a known role (TomTom's `.tappedOnAnnotation(annotation, _)`).
    public var caseValueRoles: [String: TypeRole] = [:]
    /// Members whose value has a known role on any of the style's types (`cameraPosition`: a camera).
    public var memberRoles: [String: TypeRole] = [:]
    /// Members whose value has a known role on the style's values of one role only, named too commonly to give
    /// a role on any value: TomTom's `MapView.map` is the `TomTomMap`; NAVER's wrapper's and overlays' `mapView`
    /// is the map view.
    public var ownedMemberRoles: [TypeRole: [String: TypeRole]] = [:]
    /// The instance members the style's types of each role declare, beyond those its spellings name (a described
    /// style has no adapter whose members the API map lists): a port from the style comments out a statement using
    /// one that the target's type lacks, instead of leaving a line that does not compile.
    public var members: [TypeRole: Set<String>] = [:]
    /// The members of each role whose value is optional in this style where other styles give one always
    /// (MapLibre's map view has no `annotations` list until one is added, and no `userLocation` until it shows the
    /// user): a port to the style keeps what the source read: a list as empty when missing, the value through an
    /// optional chain.
    public var optionalMembers: [TypeRole: [String: OptionalMember]] = [:]

    /// How a port reads a member that is optional in the target and not in the source.
    public enum OptionalMember: Hashable, Sendable {
        /// A list, read as empty when missing: `(mapView.annotations ?? [])`.
        case list
        /// A value whose own members are read through an optional chain: `mapView.userLocation?.location`.
        case chained
    }

    /// No facts.
    public init() {}
}

extension StyleTypes {
    /// The facts of every built-in style and of `styles` together; a style's ``commonWords`` count only when it is
    /// one of `styles`.
    static func known(involving styles: [PortingStyle]) -> StyleTypes {
        var known = StyleTypes()
        for style in PortingStyle.allCases + styles {
            let involved = styles.contains(style)
            for (name, role) in style.types.roles where involved || !style.types.commonWords.contains(name) {
                known.roles[name] = known.roles[name] ?? role
            }
            known.closureParameterRoles.merge(style.types.closureParameterRoles) { first, _ in first }
            known.caseValueRoles.merge(style.types.caseValueRoles) { first, _ in first }
            known.memberRoles.merge(style.types.memberRoles) { first, _ in first }
            for (owner, members) in style.types.ownedMemberRoles {
                known.ownedMemberRoles[owner, default: [:]].merge(members) { first, _ in first }
            }
        }
        return known
    }

    /// The facts of every built-in style, common-word names included.
    static let builtIn = known(involving: PortingStyle.allCases)
}

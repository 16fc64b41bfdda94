import MapCompatCore

/// A vendor style that code can be ported from or to, and everything the porter knows about that vendor.
///
/// A style is data: its names, its modules, its zoom scale and the roles its types play. The porter's rules read
/// these facts instead of comparing styles, so a style that another package describes ports like the built-in
/// ones: make a value with ``init(id:displayName:moduleName:profile:)``, fill in its facts, and pass it to
/// `MapCompatCommand.main(plugins:portingStyles:)`. Two styles are the same style when their ``id``s are equal.
public struct PortingStyle: Hashable, Sendable, Comparable, CaseIterable, CustomStringConvertible, Identifiable {
    /// The command-line name (`naver`), which is also the id of the style's conformance plugin.
    public let id: String
    /// The name used in prose (`NAVER`).
    public var displayName: String
    /// The adapter module an app imports (`NaverStyle`).
    public var moduleName: String
    /// The vendor's own modules, which apps import and use to qualify its names (`NMapsMap.NMFMapView`); empty
    /// for an SDK that Swift reaches through a bridging header.
    public var vendorModules: Set<String> = []
    /// The prefixes every public name of the vendor starts with (`NMF`, `NMG`); empty for a vendor whose names
    /// carry none, whose leftovers a port then cannot find by name.
    public var namePrefixes: [String] = []
    /// Prefixes an earlier release of the vendor's SDK gave its names, each with the prefix that replaced it
    /// (MapLibre's `MGL`, now `MLN`): code written for that release ports as code for the current one.
    public var formerNamePrefixes: [String: String] = [:]
    /// Modules an earlier release of the vendor's SDK was imported as, each with the module that replaced it
    /// (MapLibre's `Mapbox`, now `MapLibre`).
    public var formerModules: [String: String] = [:]
    /// The names Swift 1 and 2 gave the SDK's methods and initialisers, each with the name Swift gives the same
    /// Objective-C selector today, both as a name with argument labels (route-me's
    /// `setCenterCoordinate(_:animated:)`, now `setCenter(_:animated:)`; an initialiser by its type's name,
    /// `RMMarker(UIImage:)`, now `RMMarker(uiImage:)`): calls spelled the former way port as the current ones.
    public var formerCallNames: [String: String] = [:]
    /// The vendor defaults the adapter starts from.
    public var profile: InteractionProfile
    /// The style's name as Swift symbols spell it (`routeMe`): the vendor's `InteractionProfile` constant, and
    /// the guides' article names (`PortingRouteMeToNaver`). By default the id.
    public var symbolName: String
    /// The number type of the style's zoom (`Double`, or route-me's `Float`).
    public var zoomTypeName = "Double"
    /// How many levels the style's zoom lies above the neutral zoom (512-point world at zoom 0).
    public var zoomOffset: Double = 0
    /// What the vendor's types are, in roles every style shares.
    public var types = StyleTypes()
    /// How the style spells concepts of the API map that the map's own tables do not spell for it, by concept id
    /// (``APIConcept/id``): a style described in another package lists its spellings here.
    public var spellings: [String: APISpelling] = [:]
    /// Why the style cannot express a concept, and what to do instead, by concept id; a concept the style neither
    /// spells nor explains is a gap without a reason.
    public var gaps: [String: String] = [:]
    /// Further templates the porter finds a concept by in the style's code, beside its spelling, by concept id:
    /// the other ways apps write the same thing (a class factory beside an initialiser). A port to the style
    /// writes the spelling only.
    public var searchedAlternatives: [String: [String]] = [:]
    /// How the style receives the events the porter moves between styles, by event id (`tap.map`,
    /// `camera.didChange`), where the porter's own table has no receiver for it; an event the style neither receives
    /// nor explains in ``gaps`` is a gap without a reason.
    public var callbacks: [String: [CallbackSpelling]] = [:]
    /// How the style draws a point annotation with an image of the app's, when it does so from a delegate method;
    /// `nil` for a style whose markers carry their image themselves.
    public var annotationImages: AnnotationImageRecipe?
    /// How the style paints lines and areas from its delegate (one renderer per shape, or one method per paint
    /// property); `nil` for a style whose shapes carry their paint themselves.
    public var shapePaint: ShapePaintRecipe?

    /// Describes a style; its other facts start empty (no modules, no prefixes, a `Double` zoom on the neutral
    /// scale, no typed roles).
    public init(id: String, displayName: String, moduleName: String, profile: InteractionProfile) {
        self.id = id
        self.displayName = displayName
        self.moduleName = moduleName
        self.profile = profile
        symbolName = id
    }

    /// The built-in styles, in the order the adapters are listed everywhere: NAVER, MapLibre, TomTom, route-me.
    public static var allCases: [PortingStyle] { [.naver, .maplibre, .tomtom, .rm] }

    /// The styles this package describes as data only (spellings and gaps, no rule or corpus of their own): Apple
    /// MapKit and the Google Maps SDK for iOS. `mapcompat port` reads and writes them besides ``allCases``.
    public static var described: [PortingStyle] { [.mapKit, .googleMaps] }

    /// Reads a built-in style from its command-line name, in any case; `nil` for an unknown name.
    public init?(name: String) {
        guard let style = Self.named(name, among: Self.allCases) else { return nil }
        self = style
    }

    /// The style of `styles` whose ``id`` is `name`, in any case.
    public static func named(_ name: String, among styles: [PortingStyle]) -> PortingStyle? {
        styles.first { $0.id == name.lowercased() }
    }

    /// The command-line name.
    public var description: String { id }

    /// The conformance plugin id of the adapter.
    public var pluginID: String { id }

    /// Styles are equal when their ids are: the facts describe the style, they do not tell two styles apart.
    public static func == (lhs: PortingStyle, rhs: PortingStyle) -> Bool { lhs.id == rhs.id }

    /// Hashes the id.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// Orders the built-in styles as they are listed everywhere, and other styles after them by id.
    public static func < (lhs: PortingStyle, rhs: PortingStyle) -> Bool {
        let order = allCases.map(\.id)
        let left = order.firstIndex(of: lhs.id) ?? order.count
        let right = order.firstIndex(of: rhs.id) ?? order.count
        return left != right ? left < right : lhs.id < rhs.id
    }
}

extension PortingStyle {
    /// The command-line name, as the style's raw value when styles were a closed enumeration.
    @available(*, deprecated, renamed: "id")
    public var rawValue: String { id }

    /// A built-in style from its command-line name, as the closed enumeration read it.
    @available(*, deprecated, renamed: "init(name:)")
    public init?(rawValue: String) {
        self.init(name: rawValue)
    }
}

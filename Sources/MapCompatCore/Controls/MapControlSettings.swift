/// Which built-in controls a map shows, and where its logo sits.
///
/// A control switched on may still be hidden by its own rule: the compass only while the map is turned
/// or tilted, the indoor level picker only while an indoor map is focused. The logo has no switch.
public struct MapControlSettings: Hashable, Sendable {
    /// Whether the compass may show.
    public var showsCompass: Bool
    /// Whether the scale bar shows.
    public var showsScaleBar: Bool
    /// Whether the zoom-in and zoom-out buttons show.
    public var showsZoomButtons: Bool
    /// Whether the indoor level picker may show.
    public var showsIndoorLevelPicker: Bool
    /// Whether the location button shows.
    public var showsLocationButton: Bool
    /// Whether the location button hides while the camera is centred on the user's location, where it
    /// would do nothing (TomTom's `hiddenWhenCentered` policy); off by default.
    public var hidesLocationButtonWhenCentered = false
    /// Whether the compass shows while the map is north up and flat too, where it would do nothing
    /// (TomTom's `.visible` compass policy); off by default, so the compass shows only while turned.
    public var alwaysShowsCompass = false
    /// The units the scale bar reads in.
    public var scaleBarUnits: ScaleBarUnits
    /// The logo's place and tappability.
    public var logo: LogoPlacement
    /// Controls pinned to a corner of the content area (MapLibre's ornaments: compass, scale bar, logo);
    /// a control listed here sits there instead of where ``ControlLayout`` puts it.
    public var placements: [MapControl: OrnamentPlacement] = [:]

    /// Creates settings; by default only the logo shows, as in conformance specs.
    public init(
        showsCompass: Bool = false, showsScaleBar: Bool = false, showsZoomButtons: Bool = false,
        showsIndoorLevelPicker: Bool = false, showsLocationButton: Bool = false,
        scaleBarUnits: ScaleBarUnits = .metric, logo: LogoPlacement = LogoPlacement()
    ) {
        self.showsCompass = showsCompass
        self.showsScaleBar = showsScaleBar
        self.showsZoomButtons = showsZoomButtons
        self.showsIndoorLevelPicker = showsIndoorLevelPicker
        self.showsLocationButton = showsLocationButton
        self.scaleBarUnits = scaleBarUnits
        self.logo = logo
    }
}

import Foundation
import MapCompatCore

/// NAVER's location tracking modes (`NMFMyPositionMode`); each is a core `TrackingMode`.
public enum NMFMyPositionMode: UInt, Hashable, Sendable, CaseIterable {
    /// No tracking (the core's `none`).
    case disabled = 0
    /// The location shows, the camera stays (the core's `noFollow`).
    case normal = 1
    /// The camera follows the location (the core's `follow`).
    case direction = 2
    /// The camera follows the location and turns with the heading (the core's `followWithHeading`).
    case compass = 3

    /// The NAVER mode of a core mode.
    public init(_ mode: TrackingMode) {
        switch mode {
        case .none: self = .disabled
        case .noFollow: self = .normal
        case .follow: self = .direction
        case .followWithHeading: self = .compass
        }
    }

    /// The core mode.
    public var trackingMode: TrackingMode {
        switch self {
        case .disabled: .none
        case .normal: .noFollow
        case .direction: .follow
        case .compass: .followWithHeading
        }
    }
}

/// The corners NAVER's logo can sit in (`NMFLogoAlign`); each is a core `LogoAlignment`.
public enum NMFLogoAlign: Int, Hashable, Sendable, CaseIterable {
    /// Bottom left, NAVER's default.
    case leftBottom = 0
    /// Bottom right.
    case rightBottom
    /// Top left.
    case leftTop
    /// Top right.
    case rightTop

    /// The core alignment.
    public var logoAlignment: LogoAlignment {
        switch self {
        case .leftBottom: .leftBottom
        case .rightBottom: .rightBottom
        case .leftTop: .leftTop
        case .rightTop: .rightTop
        }
    }
}

extension NMFMapView {
    // MARK: Logo (the core's LogoPlacement)

    /// The logo's corner (the core's logo alignment). The core's `centerBottom` has no NAVER name and
    /// reads as `leftBottom`.
    public var logoAlign: NMFLogoAlign {
        get { NMFLogoAlign.allCases.first { $0.logoAlignment == core.controlSettings.logo.alignment } ?? .leftBottom }
        set { updateControls { $0.logo.alignment = newValue.logoAlignment } }
    }

    /// The logo's distance from the content area's edges; negative sides are ignored and reported on
    /// `core.diagnostics`.
    public var logoMargin: UIEdgeInsets {
        get { UIEdgeInsets(core.controlSettings.logo.margin) }
        set { updateControls { $0.logo.margin = EdgeInsets(newValue) } }
    }

    /// Whether tapping the logo opens the legal notice (the core's logo `isTappable`).
    public var logoInteractionEnabled: Bool {
        get { core.controlSettings.logo.isTappable }
        set { updateControls { $0.logo.isTappable = newValue } }
    }

    /// Opens the legal notice (recorded in ``presentedDialog``).
    public func showLegalNotice() { presentedDialog = .legalNotice }

    /// Opens the open-source licences (recorded in ``presentedDialog``).
    public func showOpenSourceLicense() { presentedDialog = .openSourceLicense }

    func updateControls(_ change: (inout MapControlSettings) -> Void) {
        var settings = core.controlSettings
        change(&settings)
        ignoringErrors(value: "\(settings)") { () throws(MapCompatError) in try core.setControlSettings(settings) }
    }

    // MARK: Location (the core's tracking)

    /// How the camera follows the user's location (the core's `trackingMode`); setting it may move the
    /// camera to the location (reason ``NMFMapChangedByLocation``).
    public var positionMode: NMFMyPositionMode {
        get { NMFMyPositionMode(core.trackingMode) }
        set { core.setTrackingMode(newValue.trackingMode) }
    }

    /// Sets ``positionMode``, moving the camera to the location at once or animated (the core's
    /// `setTrackingMode(_:animated:)`); MapCompat addition for setting a map up without animation.
    public func setPositionMode(_ mode: NMFMyPositionMode, animated: Bool) {
        core.setTrackingMode(mode.trackingMode, animated: animated)
    }

    /// Reports the user's location, as the device's location manager would — the headless stand-in for
    /// NAVER's `NMFLocationManager` (the core's `updateLocation(_:)`).
    ///
    /// - Throws: `MapCompatError` naming `location.lat`, `location.lng` or `heading`.
    /// - Parameters:
    ///   - location: where the user is.
    ///   - heading: the direction the device points, degrees clockwise from north; `nil` when unknown.
    ///   - animated: whether a camera following the location animates to it (the default) or jumps.
    public func updateLocation(
        _ location: NMGLatLng, heading: Double? = nil, animated: Bool = true
    ) throws(MapCompatError) {
        let position = try NMFOverlay.located("location") { () throws(MapCompatError) in try location.coreLatLng() }
        core.updateLocation(try LocationFix(position: position, heading: heading), animated: animated)
    }

    /// The latest location reported, if any.
    public var location: NMGLatLng? { core.location.map { NMGLatLng($0.position) } }

    // MARK: Indoor maps (the core's indoor regions)

    /// Whether indoor maps show; NAVER's default is `false`. While off, the core knows no indoor region.
    public var isIndoorMapEnabled: Bool {
        get { indoorEnabled }
        set {
            guard newValue != indoorEnabled else { return }
            indoorEnabled = newValue
            for region in indoorRegions {
                if newValue {
                    ignoringErrors { () throws(MapCompatError) in try core.addIndoorRegion(region) }
                } else {
                    core.removeIndoorRegion(id: region.id)
                }
            }
        }
    }

    /// Adds a building with an indoor map to the basemap — the headless stand-in for NAVER's map data. It
    /// shows while ``isIndoorMapEnabled``.
    ///
    /// - Throws: `MapCompatError` naming `zoneID` (empty or taken), `levels`,
    ///   `defaultLevel`, `bounds…` or `minZoom`.
    public func addBasemapIndoorZone(
        zoneID: String, bounds: NMGLatLngBounds, levels: [String], defaultLevel: String? = nil,
        minZoom: Double? = nil
    ) throws(MapCompatError) {
        guard !indoorRegions.contains(where: { $0.id == zoneID }) else {
            throw MapCompatError(.invalidIdentifier, field: "zoneID", "an indoor zone \(zoneID) is already added")
        }
        let region: IndoorRegion
        do {
            region = try IndoorRegion(
                id: zoneID, bounds: try bounds.coreBounds(), levels: levels, defaultLevel: defaultLevel,
                minZoom: minZoom.map(NaverZoomScale.neutral(fromNaver:)))
        } catch {
            throw MapCompatError(error.code, field: error.field == "id" ? "zoneID" : error.field, error.message)
        }
        if indoorEnabled { try core.addIndoorRegion(region) }
        indoorRegions.append(region)
    }

    /// The indoor level shown now in the focused building, or `nil` when none is focused.
    public var indoorSelection: NMFIndoorSelection? {
        guard let region = core.focusedIndoorRegion, let level = core.indoorLevel(of: region.id) else { return nil }
        return NMFIndoorSelection(region: region, level: level)
    }

    /// How close, in points, an indoor area must come to the centre of the content area to be focused;
    /// NAVER's default 20 (NMFMapView.h).
    ///
    /// Kept and read back: the core focuses the indoor region under the centre itself, so the value does
    /// not change which region is focused.
    public var indoorFocusRadius: CGFloat {
        get { storedIndoorFocusRadius }
        set { storedIndoorFocusRadius = newValue }
    }
}

import Foundation
import MapCompatCore

/// Where an ornament is pinned: MapLibre's `MLNOrnamentPosition` (`NSInteger`), the core's `OrnamentCorner`.
public enum MLNOrnamentPosition: UInt, Hashable, Sendable {
    /// Top left.
    case topLeft = 0
    /// Top right.
    case topRight
    /// Bottom left.
    case bottomLeft
    /// Bottom right.
    case bottomRight

    /// The position of a core corner.
    public init(_ corner: OrnamentCorner) {
        switch corner {
        case .topLeft: self = .topLeft
        case .topRight: self = .topRight
        case .bottomLeft: self = .bottomLeft
        case .bottomRight: self = .bottomRight
        }
    }

    /// The core corner.
    public var corner: OrnamentCorner {
        switch self {
        case .topLeft: .topLeft
        case .topRight: .topRight
        case .bottomLeft: .bottomLeft
        case .bottomRight: .bottomRight
        }
    }
}

/// The compass: MapLibre's `MLNCompassButton` (a `UIImageView`); a tap on it is the core's compass tap
/// (``MLNMapView/resetNorth()``).
open class MLNCompassButton: UIImageView {
    weak var mapView: MLNMapView?

    /// Hiding the compass view switches the core's compass off (no image, no taps), as hiding MapLibre's
    /// compass does; showing it again restores the adaptive compass.
    override open var isHidden: Bool {
        didSet {
            guard isHidden != oldValue, let mapView else { return }
            mapView.compassVisibilitySetting = isHidden ? .hidden : .adaptive
        }
    }

    /// When the compass shows: the core's `showsCompass` (``MLNOrnamentVisibility/adaptive`` shows it while
    /// the map is turned, as the core's rule says).
    open var compassVisibility: MLNOrnamentVisibility {
        get { mapView?.compassVisibilitySetting ?? .adaptive }
        set { mapView?.compassVisibilitySetting = newValue }
    }
}

/// The scale bar: MapLibre's `MLNScaleBar` (a `UIView`), shown while ``MLNMapView/showsScale`` is on; its
/// natural size is the core's scale bar reading (its length) while it shows.
open class MLNScaleBar: UIView {
    weak var mapView: MLNMapView?

    /// The bar's length (the core's scale bar reading) and height while the view is not hidden and the
    /// reading lies within the profile's scale-bar range (the core's `scaleBarIsWithinRange`); zero otherwise.
    override open var intrinsicContentSize: CGSize {
        guard let mapView, !isHidden, mapView.core.scaleBarIsWithinRange, let reading = mapView.core.scaleBar else {
            return .zero
        }
        return CGSize(width: reading.length, height: Double(MLNMapView.scaleBarSize.height))
    }
}

/// Ornament views an `MLNMapView` keeps, and the attribution button's placement (the core has no
/// attribution control).
struct OrnamentState {
    var attribution: OrnamentPlacement?
    var compassVisibility = MLNOrnamentVisibility.adaptive
    var compassView: MLNCompassButton?
    var scaleBarView: MLNScaleBar?
    var logoView: UIImageView?
    var attributionView: UIButton?
}

/// The ornaments of ``MLNMapView``: views laid out from the profile's `OrnamentLayout` (corner and margins),
/// with the app's positions and margins, inside the content insets (the core's
/// `OrnamentPlacement.frame(size:in:)`).
extension MLNMapView {
    /// Sizes of the ornaments: the core's control sizes (`ControlLayout`); the attribution button, which
    /// the core lacks, a 22-point (i) button.
    static let compassSize = ControlLayout.size(of: .compass, scaleBarLength: nil)
    static let scaleBarSize = ControlLayout.size(of: .scaleBar, scaleBarLength: nil)
    static let logoSize = ControlLayout.logoSize
    static let attributionSize = CGSize(width: 22, height: 22)

    /// The compass ornament.
    public var compassView: MLNCompassButton {
        if let view = ornamentState.compassView { return view }
        let view = MLNCompassButton(frame: CGRect(origin: .zero, size: Self.compassSize))
        view.mapView = self
        // MapLibre's compass carries its tap recognizer; headless, taps reach the core's compass control.
        view.addGestureRecognizer(UITapGestureRecognizer())
        // MLNCompassButton.mm commonInit: a button with MapLibre's English label and hint.
        view.accessibilityTraits = .button
        view.accessibilityLabel = "Compass"
        view.accessibilityHint = "Rotates the map to face due north"
        ornamentState.compassView = view
        addSubview(view)
        layoutOrnaments()
        return view
    }

    /// The MapLibre logo.
    public var logoView: UIImageView {
        if let view = ornamentState.logoView { return view }
        let view = UIImageView(frame: CGRect(origin: .zero, size: Self.logoSize))
        ornamentState.logoView = view
        addSubview(view)
        layoutOrnaments()
        return view
    }

    /// The attribution (information) button.
    public var attributionButton: UIButton {
        if let view = ornamentState.attributionView { return view }
        let view = UIButton(frame: CGRect(origin: .zero, size: Self.attributionSize))
        ornamentState.attributionView = view
        addSubview(view)
        layoutOrnaments()
        return view
    }

    /// The scale bar; hidden while ``showsScale`` is off.
    public var scaleBar: UIView {
        if let view = ornamentState.scaleBarView { return view }
        let view = MLNScaleBar(frame: CGRect(origin: .zero, size: Self.scaleBarSize))
        view.mapView = self
        view.isHidden = !showsScale
        ornamentState.scaleBarView = view
        addSubview(view)
        layoutOrnaments()
        return view
    }

    /// The compass's corner (the profile's: top right): the core control settings' placement.
    public var compassViewPosition: MLNOrnamentPosition {
        get { MLNOrnamentPosition(placement(of: .compass).corner) }
        set { setPlacement(of: .compass, corner: newValue.corner) }
    }

    /// The compass's distance from its corner's edges (the profile's: 8 pt).
    public var compassViewMargins: CGPoint {
        get { placement(of: .compass).margin }
        set { setPlacement(of: .compass, margin: newValue) }
    }

    /// The scale bar's corner (the profile's: top left).
    public var scaleBarPosition: MLNOrnamentPosition {
        get { MLNOrnamentPosition(placement(of: .scaleBar).corner) }
        set { setPlacement(of: .scaleBar, corner: newValue.corner) }
    }

    /// The scale bar's distance from its corner's edges (the profile's: 8 pt).
    public var scaleBarMargins: CGPoint {
        get { placement(of: .scaleBar).margin }
        set { setPlacement(of: .scaleBar, margin: newValue) }
    }

    /// The logo's corner (the profile's: bottom left).
    public var logoViewPosition: MLNOrnamentPosition {
        get { MLNOrnamentPosition(placement(of: .logo).corner) }
        set { setPlacement(of: .logo, corner: newValue.corner) }
    }

    /// The logo's distance from its corner's edges (the profile's: 8 pt).
    public var logoViewMargins: CGPoint {
        get { placement(of: .logo).margin }
        set { setPlacement(of: .logo, margin: newValue) }
    }

    /// The attribution button's corner (the profile's: bottom right).
    public var attributionButtonPosition: MLNOrnamentPosition {
        get { MLNOrnamentPosition((ornamentState.attribution ?? core.profile.ornaments.attribution).corner) }
        set {
            var placement = ornamentState.attribution ?? core.profile.ornaments.attribution
            placement.corner = newValue.corner
            ornamentState.attribution = placement
            layoutOrnaments()
        }
    }

    /// The attribution button's distance from its corner's edges (the profile's: 8 pt).
    public var attributionButtonMargins: CGPoint {
        get { (ornamentState.attribution ?? core.profile.ornaments.attribution).margin }
        set {
            var placement = ornamentState.attribution ?? core.profile.ornaments.attribution
            placement.margin = newValue
            do {
                ornamentState.attribution = try placement.validated(field: "attribution")
            } catch {
                ignore(error, value: "\(newValue)", action: .keptPrevious)
            }
            layoutOrnaments()
        }
    }

    /// A core control's corner placement: the control settings' (the profile's MapLibre layout when the
    /// profile pins none).
    private func placement(of control: MapControl) -> OrnamentPlacement {
        if let placement = core.controlSettings.placements[control] { return placement }
        let layout = core.profile.ornaments
        switch control {
        case .compass: return layout.compass
        case .scaleBar: return layout.scaleBar
        default: return layout.logo
        }
    }

    private func setPlacement(of control: MapControl, corner: OrnamentCorner? = nil, margin: CGPoint? = nil) {
        var placement = placement(of: control)
        if let corner { placement.corner = corner }
        if let margin { placement.margin = margin }
        var settings = core.controlSettings
        settings.placements[control] = placement
        do {
            try core.setControlSettings(settings)
        } catch {
            ignore(error, value: "\(placement.margin)", action: .keptPrevious)
        }
        layoutOrnaments()
    }

    /// The compass's visibility: the core's `showsCompass` (adaptive shows it while the map is turned;
    /// `visible` keeps the image shown at north too, while the core's compass control, and so its taps,
    /// follows the adaptive rule).
    var compassVisibilitySetting: MLNOrnamentVisibility {
        get { core.controlSettings.showsCompass ? ornamentState.compassVisibility : .hidden }
        set {
            ornamentState.compassVisibility = newValue
            var settings = core.controlSettings
            settings.showsCompass = newValue != .hidden
            do { try core.setControlSettings(settings) } catch { ignore(error, value: "\(newValue)") }
            layoutOrnaments()
        }
    }

    /// Whether the compass shows now: the core's `visibility(of: .compass)` is `visible`.
    public var isCompassShown: Bool { core.visibility(of: .compass) == .visible }

    /// Whether the scale bar is shown: the core's `showsScaleBar`.
    public var showsScale: Bool {
        get { core.controlSettings.showsScaleBar }
        set {
            var settings = core.controlSettings
            settings.showsScaleBar = newValue
            do { try core.setControlSettings(settings) } catch { ignore(error, value: "\(newValue)") }
            ornamentState.scaleBarView?.isHidden = !newValue
        }
    }

    /// Places the ornament views that exist at the core's control frames (the attribution button at its
    /// placement in the core's inset area); the compass fades in and out as the core shows it and turns with
    /// the map (its `transform`).
    func layoutOrnaments() {
        ornamentState.compassView?.frame = core.frame(of: .compass)
        ornamentState.scaleBarView?.frame = core.frame(of: .scaleBar)
        ornamentState.logoView?.frame = core.frame(of: .logo)
        if let view = ornamentState.attributionView {
            let placement = ornamentState.attribution ?? core.profile.ornaments.attribution
            view.frame = placement.frame(size: Self.attributionSize, in: core.viewport)
        }
        if let compass = ornamentState.compassView {
            let shown = compassVisibilitySetting == .visible || core.visibility(of: .compass) == .visible
            compass.alpha = shown ? 1 : 0
            // The needle turns against the map (MLNCompassButton.mm: a rotation by the direction wrapped into
            // 0…360 after negating it).
            let turned = (-direction).truncatingRemainder(dividingBy: 360)
            compass.transform = CGAffineTransform(
                rotationAngle: CGFloat((turned < 0 ? turned + 360 : turned) * .pi / 180))
        }
        if let scaleBar = ornamentState.scaleBarView {
            scaleBar.alpha = scaleBar.intrinsicContentSize == .zero ? 0 : 1
        }
    }
}

import Foundation
import MapCompatCore

/// One of the map's ornaments (UIKit's `UIView` in MapLibre: `logoView`, `scaleBar`, `compassView`), read
/// from the core control it stands for.
public class MLNOrnamentView {
    unowned let mapView: MLNMapView
    let control: MapControl

    init(_ mapView: MLNMapView, _ control: MapControl) {
        self.mapView = mapView
        self.control = control
    }

    /// Whether the ornament is not shown now: the core's `visibility(of:)` is not `visible`.
    public var isHidden: Bool { mapView.core.visibility(of: control) != .visible }

    /// Where the ornament lies in the view: the core's `frame(of:)`.
    public var frame: CGRect { mapView.core.frame(of: control) }
}

@available(*, unavailable)
extension MLNOrnamentView: Sendable {}

/// The compass: MapLibre's `MLNCompassButton`; a tap on it is the core's compass tap (``MLNMapView/resetNorth()``).
public final class MLNCompassButton: MLNOrnamentView {
    /// When the compass shows: the core's `showsCompass` (``MLNOrnamentVisibility/adaptive`` shows it while
    /// the map is turned, as the core's rule says).
    public var compassVisibility: MLNOrnamentVisibility {
        get { mapView.compassViewVisibility }
        set { mapView.compassViewVisibility = newValue }
    }
}

extension MLNMapView {
    /// The compass ornament.
    public var compassView: MLNCompassButton { MLNCompassButton(self, .compass) }

    /// The MapLibre logo: the core's logo, always shown.
    public var logoView: MLNOrnamentView { MLNOrnamentView(self, .logo) }

    /// The scale bar: the core's scale bar, shown while ``showsScale`` is on.
    public var scaleBar: MLNOrnamentView { MLNOrnamentView(self, .scaleBar) }

    /// Whether the scale bar is shown: the core's `showsScaleBar`.
    public var showsScale: Bool {
        get { core.controlSettings.showsScaleBar }
        set {
            var settings = core.controlSettings
            settings.showsScaleBar = newValue
            do { try core.setControlSettings(settings) } catch { lastIgnoredError = error }
        }
    }
}

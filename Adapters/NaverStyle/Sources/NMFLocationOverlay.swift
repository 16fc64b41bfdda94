import Foundation
import MapCompatCore

/// NAVER's user-location overlay (`NMFLocationOverlay`): the one per map, ``NMFMapView/locationOverlay``,
/// drawn over the core's user-location marker. It is never a scene item: assigning its ``NMFOverlay/mapView``
/// is ignored.
///
/// Its ``NMFOverlay/touchHandler`` answers taps on the marker as NAVER's overlays do: `true` consumes the tap,
/// `false` lets it reach what lies beneath; without a handler taps pass through (the core's
/// `locationMarkerTapHandler`).
open class NMFLocationOverlay: NMFOverlay {
    /// The map that owns the overlay.
    weak var owner: NMFMapView?

    /// NAVER's default global z for the location overlay, above markers (`NMF_LOCATION_OVERLAY_GLOBAL_Z_INDEX`,
    /// NMFLocationOverlay.h).
    public static let defaultGlobalZIndex = 300_000

    init(owner: NMFMapView) {
        self.owner = owner
        super.init(globalZIndex: Self.defaultGlobalZIndex)
    }

    /// Where the overlay is: the core's user location. Setting it moves the overlay there (the core's
    /// `updateLocation(_:animated:)`, without animation); an invalid position is ignored and reported on
    /// `core.diagnostics`. Invalid (not a number) before any location.
    open var location: NMGLatLng {
        get { owner?.core.location.map { NMGLatLng($0.position) } ?? NMGLatLng(lat: .nan, lng: .nan) }
        set {
            guard let owner else { return }
            do {
                owner.core.updateLocation(
                    try LocationFix(
                        position: try newValue.coreLatLng(), heading: owner.core.location?.heading ?? pendingHeading),
                    animated: false)
            } catch {
                owner.report(error, value: "\(newValue)", prefix: "location", type: "NMFLocationOverlay")
            }
        }
    }

    /// The direction the icon points, degrees clockwise from north (the core location's heading).
    open var heading: CGFloat {
        get { CGFloat(owner?.core.location?.heading ?? 0) }
        set {
            guard let owner, let fix = owner.core.location else {
                pendingHeading = Double(newValue)
                return
            }
            do {
                owner.core.updateLocation(
                    try LocationFix(position: fix.position, heading: Double(newValue)), animated: false)
            } catch {
                owner.report(error, value: "\(newValue)", prefix: "heading", type: "NMFLocationOverlay")
            }
        }
    }
    /// A heading set before any location, kept for the first.
    var pendingHeading: Double?

    /// The main icon's point on the location, as fractions of its size; centre by default.
    open var anchor = CGPoint(x: 0.5, y: 0.5)
    /// The sub icon's point on the location; bottom centre by default.
    open var subAnchor = CGPoint(x: 0.5, y: 1)
    /// The main icon.
    open var icon = NMFOverlayImage(name: "imgLocationDirection")
    /// The main icon's width in points; ``NMF_MARKER_SIZE_AUTO`` for the image's.
    open var iconWidth = NMF_MARKER_SIZE_AUTO
    /// The main icon's height in points.
    open var iconHeight = NMF_MARKER_SIZE_AUTO
    /// The sub icon (the heading arrow), if any.
    open var subIcon: NMFOverlayImage?
    /// The sub icon's width in points.
    open var subIconWidth = NMF_MARKER_SIZE_AUTO
    /// The sub icon's height in points.
    open var subIconHeight = NMF_MARKER_SIZE_AUTO
    /// The accuracy circle's radius in points (NAVER's default 18).
    open var circleRadius: CGFloat = 18
    /// The accuracy circle's colour.
    open var circleColor = UIColor(red: 0.2, green: 0.5, blue: 1, alpha: 0.1)
    /// The accuracy circle's outline width in points (NAVER's default 0).
    open var circleOutlineWidth: CGFloat = 0
    /// The accuracy circle's outline colour.
    open var circleOutlineColor = UIColor.clear

    override func changed() {
        owner?.core.showsLocationMarker = !hidden
    }

    /// The handler's answer for a tap on the marker; `false` (pass through) without a handler.
    func answerTap() -> Bool {
        guard let touchHandler else { return false }
        return touchHandler(self)
    }
}

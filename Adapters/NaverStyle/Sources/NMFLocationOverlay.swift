import Foundation
import MapCompatCore

/// NAVER's user-location overlay (`NMFLocationOverlay`): the one per map, ``NMFMapView/locationOverlay``,
/// drawn over the core's user-location marker. It is never a scene item: assigning its ``NMFOverlay/mapView``
/// is ignored.
///
/// Its ``NMFOverlay/touchHandler`` answers taps on the marker as NAVER's overlays do: `true` consumes the tap,
/// `false` lets it reach what lies beneath; without a handler taps pass through (the core's
/// `locationMarkerTapHandler`).
public final class NMFLocationOverlay: NMFOverlay {
    /// The map that owns the overlay.
    weak var owner: NMFMapView?

    /// NAVER's default global z for the location overlay, above markers (`NMF_LOCATION_OVERLAY_GLOBAL_Z_INDEX`,
    /// research vendors-naver-tomtom.md §1.8).
    public static let defaultGlobalZIndex = 300_000

    init(owner: NMFMapView) {
        self.owner = owner
        super.init(globalZIndex: Self.defaultGlobalZIndex)
    }

    /// Where the overlay is: the latest location reported to the map (see
    /// ``NMFMapView/updateLocation(_:heading:animated:)``), or `nil` before the first.
    public var location: NMGLatLng? { owner?.location }

    override func changed() {
        owner?.core.showsLocationMarker = !hidden
    }

    /// The handler's answer for a tap on the marker; `false` (pass through) without a handler.
    func answerTap() -> Bool {
        guard let touchHandler else { return false }
        return touchHandler(self)
    }
}

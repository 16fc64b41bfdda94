extension APIMap {
    /// Statements a target cannot write because it already behaves so, by concept and target, with why.
    ///
    /// Switching off a gesture the target does not have, or switching on one it cannot switch off, asks for what
    /// the target does anyway. The statement is kept as a comment under a `// PORT: already so —` note (so a
    /// port back restores it), and counts as ported automatically: nobody has anything to do. The opposite
    /// statements (switching route-me's zoom off) stay gaps.
    static let alreadySo: [String: [PortingStyle: String]] = [
        "gestures.tilt.disable": [.rm: "route-me has no tilt gesture: its map never tilts."],
        "gestures.rotate.disable": [.rm: "route-me has no rotation gesture: its map never turns."],
        "gestures.zoom.enable": [.rm: "route-me's zoom gestures are always on."],
        "controls.locationButton.hide": [
            .maplibre: "MapLibre has no location button on the map.",
            .rm:
                "route-me has no location button on the map (RMUserTrackingBarButtonItem is a toolbar item the app adds).",
        ],
        "controls.locationButton.policy.hidden": [
            .naver: "NAVER's NMFMapView, which a port makes, has no location button (it is NMFNaverMapView's).",
            .maplibre: "MapLibre has no location button on the map.",
            .rm:
                "route-me has no location button on the map (RMUserTrackingBarButtonItem is a toolbar item the app adds).",
        ],
        "rm.display.retinaTiles": drawnAtScreenScale,
        "gestures.stop.enable": [
            .maplibre: "MapLibre always stops a camera animation on a tap.",
            .tomtom: "TomTom always stops a camera animation on a tap.",
            .rm: "route-me always stops a camera animation on a tap.",
        ],
    ]
}

import MapCompatCore

/// Traffic layers as TomTom's `MapActions` spell them (TomTom's "Traffic" guide for iOS: `map.showTraffic()`,
/// `map.hideTraffic()`, `map.showTrafficIncidents()`, `map.hideTrafficIncidents()`; the navigation use case
/// calls `map.hideTraffic()` in `onMapReady`).
///
/// The layers are drawn only: showing or hiding them changes no gesture, tap or camera rule, so on a
/// headless map they are flags the app can read back. Taps on incidents
/// (`registerTrafficIncidentObserver`) need TomTom's live incident data, which a headless map has none of,
/// so they are not modelled.
extension TomTomMap {
    /// Shows the traffic flow layer.
    public func showTraffic() { storedTrafficFlow = true }

    /// Hides the traffic flow layer.
    public func hideTraffic() { storedTrafficFlow = false }

    /// Shows the traffic incidents layer.
    public func showTrafficIncidents() { storedTrafficIncidents = true }

    /// Hides the traffic incidents layer.
    public func hideTrafficIncidents() { storedTrafficIncidents = false }

    /// Whether the traffic flow layer is shown (a MapCompat addition, to read back ``showTraffic()``).
    public var isTrafficFlowVisible: Bool { storedTrafficFlow }

    /// Whether the traffic incidents layer is shown (a MapCompat addition).
    public var isTrafficIncidentsVisible: Bool { storedTrafficIncidents }
}

import Foundation

/// The one ranking of tap candidates, shared by scene items and annotations: topmost first, or nearest
/// first by MapLibre's degree distance, then cycling on repeated taps when the rules say so
/// (maplibre-native `platform/ios/src/MLNMapView.mm`, `annotationTagAtPoint:persistingResults:`).
extension HitTestRules {
    /// MapLibre's ranking distance, `hypot(Δlat, Δlon)` in degrees, the longitude taken the short way round.
    static func degrees(from tapped: LatLng, to position: LatLng) -> Double {
        let dLon = abs(position.longitude - tapped.longitude)
        return (position.latitude - tapped.latitude).hypot(min(dLon, 360 - dLon))
    }

    /// Candidates given topmost first, in the order these rules rank them: unchanged for
    /// ``HitWinner/topmost`` (or a tap that shows no position), else nearest to `tapped` first, ties kept
    /// topmost first.
    func ranked<Candidate>(
        _ candidates: [Candidate], tappedAt tapped: LatLng?, distance: (Candidate, LatLng) -> Double
    ) -> [Candidate] {
        guard winner == .nearest, let tapped else { return candidates }
        let distances = candidates.map { distance($0, tapped) }
        return candidates.indices.sorted { (distances[$0], $0) < (distances[$1], $1) }.map { candidates[$0] }
    }

    /// The candidate a press goes to among ranked ones: the first, or, when these rules cycle and the press
    /// persists its choice (a tap), the next one after the last tap's over the same candidates.
    func choose<Candidate>(
        from ranked: [Candidate], key: (Candidate) -> String, memory: inout TapCycleMemory, persisting: Bool = true
    ) -> Candidate? {
        guard cyclesOnRepeatedTaps, persisting else { return ranked.first }
        guard let chosen = memory.choose(fromKeys: ranked.map(key)) else { return nil }
        return ranked.first { key($0) == chosen }
    }
}

import Foundation
import Testing

@testable import MapCompatCore

/// An observer may call back into the map: route-me's layer confirms a drag from the drag-state callback
/// (`RMMapLayer` `setDragState:animated:` in route-me's `RMMapView.m`), and an adapter does the same from the
/// observer that turns the core's events into its vendor's callbacks.
@Suite("Calling the map from an observer")
struct ObserverCallbackTests {
    @Test("a layer confirms the drag from the observer; events the call causes are delivered at once, nested")
    func confirmingFromTheObserver() throws {
        let h = try Harness()
        try h.addAnnotation("a") {
            $0.isDraggable = true
            $0.dragConfirmation = .layer
        }
        h.map.shouldDragAnnotation = { _ in true }
        // Weakly, as an adapter's observer holds its map: the map keeps its observers.
        h.map.addObserver { [weak map = h.map] observed in
            guard let map, case .dragState("a", let state, _) = observed.event else { return }
            switch state {
            case .starting: try? map.setDragState(.dragging, of: "a")
            case .ending, .canceling: try? map.setDragState(.none, of: "a")
            default: break
            }
        }
        var later: [AnnotationDragState] = []
        h.map.addObserver { observed in
            if case .dragState("a", let state, _) = observed.event { later.append(state) }
        }
        try h.run { try $0.drag(from: mapCentre, to: CGPoint(x: 260, y: 300), hold: 0.6, duration: 0.4) }
        // Observers added before the one that calls back see the events in the order they happened…
        #expect(h.dragStates(of: "a") == [.starting, .dragging, .ending, .none])
        // …and those added after it see the nested event first.
        #expect(later == [.dragging, .starting, .none, .ending])
        #expect(h.map.dragState(of: "a") == .none)
        #expect(h.map.isIdle)
    }

    @Test("observers added or removed by an observer take effect from the next event")
    func changingObserversFromAnObserver() throws {
        let map = try InteractiveMap()
        var counts = (first: 0, removed: 0, added: 0)
        var removedToken: ObserverToken?
        // The first observer, on the first event, removes the second and adds a third: the event under way
        // still reaches the second, and the third hears only what follows (an adapter swapping its observer).
        map.addObserver { [weak map] _ in
            counts.first += 1
            guard let map, counts.first == 1, let removedToken else { return }
            map.removeObserver(removedToken)
            map.addObserver { _ in counts.added += 1 }
        }
        removedToken = map.addObserver { _ in counts.removed += 1 }
        try map.moveCamera(to: Camera(center: try LatLng(latitude: 10, longitude: 20), zoom: 5))
        #expect(counts.first >= 2)
        #expect(counts.removed == 1)
        #expect(counts.added == counts.first - 1)
    }
}

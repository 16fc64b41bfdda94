import TomTomStyle

// Seed 002, events and gestures: the interaction callback, disabled gestures and exclusions.
private final class InteractionLogger: MapDelegate {
    var lines: [String] = []

    func map(_ map: TomTomMap, onInteraction interaction: MapInteraction) {
        switch interaction {
        case let .tapped(coordinate):
            lines.append("tapped at \(coordinate.latitude)")
        case .tappedOnRecenterButton:
            lines.append("recenter")
        default:
            break
        }
    }
}

private func configureGestures(_ map: TomTomMap) {
    map.disabledGestures = [.doubleTap, .tap]
    map.setExclusiveGestures(gesture: .pan, blockedGestures: [.pinch])
    map.setExclusiveGestures(gesture: .rotate, blockedGestures: [])
}

private func switchTiltOff(_ map: TomTomMap) {
    map.disabledGestures.append(.tilt)
    map.disabledGestures.append(contentsOf: [.pinch, .doubleTap, .twoFingerTap, .doubleTapAndPan])
}

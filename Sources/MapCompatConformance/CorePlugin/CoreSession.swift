import MapCompatCore

/// One run of a spec on the core: the map, set up from the spec, and what it reported. Input, waits and
/// settling go through the ``SessionDriver``, as in every plugin.
final class CoreSession: AdapterSession {
    let map: InteractiveMap
    let driver: SessionDriver
    var events: [ObservedEvent] { driver.events }

    init(spec: Spec) throws {
        map = try InteractiveMap(profile: .neutral)
        driver = SessionDriver(view: CoreMapView(core: map))
        try map.apply(spec.map)
        for item in spec.scene {
            if let coreItem = try item.coreItem() { try map.scene.add(coreItem) }
        }
        if let symbolTap = spec.handlers.symbolTap {
            let consumes = symbolTap == .consume
            map.symbolTapHandler = { _ in consumes }
        }
        try setUpAnnotations(spec)
        try setUpControls(spec)
        map.addObserver { [unowned self] in self.driver.record($0.event) }
    }

    func perform(_ step: Step) throws {
        if try driver.perform(step) { return }
        switch step {
        case .camera(let move):
            // Animated camera steps move linearly: the one curve every vendor API that animates can name.
            let transition =
                move.duration > 0 ? try CameraTransition(duration: move.duration, curve: .linear) : .immediate
            try map.moveCamera(to: move.camera.applied(to: map.camera), transition: transition)
        case .set(let settings):
            try map.apply(settings)
        case .location(let update):
            // A heading stays until the source reports another: Core Location reports headings apart from fixes.
            map.updateLocation(
                try LocationFix(position: update.position, heading: update.heading ?? map.location?.heading))
        default:
            throw MapCompatError(.conflict, field: step.kind.rawValue, "the core plugin cannot perform this step yet")
        }
    }

    func settle(maximum: Double) throws -> Bool {
        try driver.settle(maximum: maximum)
    }

    var state: ObservedState {
        var positions: [String: LatLng] = [:]
        for item in map.scene.items {
            switch item.shape {
            case .marker(let marker): positions[item.id.rawValue] = marker.position
            case .symbol(let symbol): positions[item.id.rawValue] = symbol.position
            case .circle(let circle): positions[item.id.rawValue] = circle.center
            case .polyline, .polygon: break
            }
        }
        var state = ObservedState(camera: map.camera, viewport: map.viewport, positions: positions)
        reportAnnotations(into: &state)
        reportControls(into: &state)
        return state
    }
}

@available(*, unavailable)
extension CoreSession: Sendable {}

/// The core map as a ``CoreBackedView``, with no vendor API in between.
final class CoreMapView: CoreBackedView {
    let core: InteractiveMap

    init(core: InteractiveMap) { self.core = core }
}

@available(*, unavailable)
extension CoreMapView: Sendable {}

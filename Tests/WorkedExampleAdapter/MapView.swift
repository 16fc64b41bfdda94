@_exported import MapCompatCore
@_exported import MapCompatUIKit

/// A map in a view (Mapbox Maps SDK for iOS v11's `MapView`, mapbox/mapbox-maps-ios
/// `Sources/MapboxMaps/Foundation/MapView.swift`), over the neutral core. It renames and reshapes only: every
/// rule (gestures, hit testing, what a declined tap does) is the profile's.
open class MapView: UIView, CoreBackedView {
    /// The neutral map behind the view.
    public let core: InteractiveMap
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The camera, conversions and map events (implicitly unwrapped, as Mapbox's managers are: a view from a
    /// storyboard makes them in `awakeFromNib()`).
    public private(set) var mapboxMap: MapboxMap!
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The gestures' switches and map taps.
    public private(set) var gestures: GestureManager!
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// Animated camera moves.
    public private(set) var camera: CameraAnimationsManager!
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The annotation managers.
    public private(set) var annotations: AnnotationOrchestrator!

    /// A map of `frame`'s size at `mapInitOptions`' camera, following `profile` (Mapbox's by default); parts of
    /// the camera the options leave out start where the profile's map starts.
    ///
    /// Mapbox's initializer does not throw, and neither does this one: a frame with no area gets the neutral
    /// viewport and a camera that is not valid the profile's, each reported on `core.diagnostics`.
    public init(
        frame: CGRect, mapInitOptions: MapInitOptions = MapInitOptions(), profile: InteractionProfile = .mapboxMaps
    ) {
        let sized = try? Viewport(width: Double(frame.width), height: Double(frame.height))
        let start = try? (mapInitOptions.cameraOptions ?? CameraOptions()).applied(to: profile.startCamera)
        core = InteractiveMap(
            profile: profile, cameraOrDefault: start ?? profile.startCamera, viewport: sized ?? .neutral)
        if sized == nil {
            core.diagnostics.report(
                MapDiagnostic(
                    field: "MapView.frame", value: "\(frame)", action: .replaced(with: "the neutral viewport"),
                    message: "a map view needs an area"))
        }
        if start == nil {
            core.diagnostics.report(
                MapDiagnostic(
                    field: "MapInitOptions.cameraOptions", value: "\(mapInitOptions.cameraOptions as Any)",
                    action: .replaced(with: "the profile's start camera"), message: "the camera is not valid"))
        }
        mapboxMap = MapboxMap(core: core)
        gestures = GestureManager(core: core)
        camera = CameraAnimationsManager(core: core)
        annotations = AnnotationOrchestrator(core: core)
        super.init(frame: frame)
        // Weak: the managers keep the core, which may outlive the view.
        core.locatedOverlayPressHandler = { [weak self] id, press, location in
            guard let self else { return false }
            return annotations.answer(press, on: id, context: context(at: location.point))
        }
        _ = core.addObserver { [weak self] in self?.forward($0.event) }
    }

    /// Keeps the core's viewport the size of the view.
    override open func boundsDidChangeSize() {
        guard let viewport = try? Viewport(width: Double(bounds.width), height: Double(bounds.height)) else {
            return
        }
        core.setViewport(viewport)
    }

    private func forward(_ event: MapEvent) {
        switch event {
        case .mapTap(let point, _): gestures.mapTap.send(context(at: point))
        case .mapLongPress(let point, _): gestures.mapLongPress.send(context(at: point))
        case .cameraChanging: mapboxMap.cameraChanged.send(CameraChanged(cameraState: mapboxMap.cameraState))
        case .cameraIdle: mapboxMap.mapIdle.send(MapIdle())
        default: break
        }
    }

    private func context(at point: CGPoint) -> MapContentGestureContext {
        MapContentGestureContext(point: point, coordinate: mapboxMap.coordinate(for: point))
    }
}

/// How a ``MapView`` starts (Mapbox's `MapInitOptions`, `Sources/MapboxMaps/Foundation/MapInitOptions.swift`),
/// with its camera only.
public final class MapInitOptions: NSObject {
    /// The camera the map starts at; Mapbox's default, `nil`, starts at latitude and longitude 0, zoom 0.
    public let cameraOptions: CameraOptions?

    /// Options starting the map at `cameraOptions`.
    public init(cameraOptions: CameraOptions? = nil) {
        self.cameraOptions = cameraOptions
    }
}

@available(*, unavailable)
extension MapInitOptions: @unchecked Sendable {}

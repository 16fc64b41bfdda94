import Foundation
import MapCompatCore

/// TomTom's map view (`MapView`), headless: a `UIView` that makes one ``TomTomMap`` and hands it to its
/// ``delegate`` in ``MapViewDelegate/mapView(_:onMapReady:)``, and that carries the built-in controls
/// (compass, current-location button, scale view, logo) and the content insets.
///
/// ```swift
/// let mapView = MapView(mapOptions: MapOptions(apiKey: key, cameraUpdate: CameraUpdate(position: amsterdam, zoom: 10)))
/// mapView.delegate = self
/// mapView.compassButtonVisibilityPolicy = .visibleWhenNeeded
/// // later, in virtual time: mapView(_:onMapReady:) with the TomTomMap
/// ```
///
/// The view is ready when virtual time first moves after it was made (``advance(by:)``, or the first touch
/// frame): headless there is no run loop, so that is the "later" in which TomTom calls back.
open class MapView: UIView {
    /// Told when the map is ready, fails or loads its style; held weakly, as in the SDK.
    public weak var delegate: (any MapViewDelegate)?

    /// The options the view was made with.
    public let mapOptions: MapOptions
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The map (TomTom's `mapView.map`, which its `TomTomMap` reference names the usual way to reach the
    /// map, with `getMapAsync(_:)` for work that needs it ready), or `nil` when it could not be made (then
    /// the view reports ``MapViewDelegate/mapView(_:onLoadFailed:)``). The pages read do not show whether the
    /// SDK spells it optional, so it is implicitly unwrapped: code written either way compiles.
    public let map: TomTomMap!
    /// Why the map failed to load, if it did.
    let loadError: MapLoadError?
    /// Whether the delegate was told the outcome.
    private var announced = false
    /// Completions of ``getMapAsync(_:)`` waiting for the map.
    private var pendingMapRequests: [(TomTomMap) -> Void] = []
    /// Called with the map once it is ready, as ``getMapAsync(_:)`` and ``MapViewDelegate/mapView(_:onMapReady:)``
    /// deliver it; set it before the map is ready (apps set it in `viewDidLoad`). Not found in the TomTom API
    /// reference pages searched (they show `MapViewDelegate` and `getMapAsync`), but set by public clients built
    /// against TomTomSDKMapDisplay (`mapView.onMapReadyCallback = { [weak self] map in … }`), so a closure
    /// property of this name and type compiles them. A view whose map failed never calls it.
    public var onMapReadyCallback: ((TomTomMap) -> Void)?
    var storedContentInsets = NSDirectionalEdgeInsets.zero
    var storedCompassPolicy: CompassButtonVisibilityPolicy
    var storedLocationButtonPolicy: CurrentLocationButtonVisibilityPolicy

    /// Creates a view with TomTom's default options, as `MapView()` does with the key of
    /// `MapsDisplayService`; its size comes from ``UIView/frame``.
    override public convenience init(frame: CGRect) {
        let key = MapsDisplayService.apiKey
        self.init(
            mapOptions: MapOptions(apiKey: key.isEmpty ? Self.keyWhenNoneGiven : key), profile: .tomTom, frame: frame)
    }

    /// Creates a view from options: the style, key and first camera of `mapOptions`.
    public convenience init(mapOptions: MapOptions) {
        self.init(mapOptions: mapOptions, profile: .tomTom, frame: .zero)
    }

    /// Creates a view that follows `profile` (MapCompat addition: conformance runs use the neutral profile).
    ///
    /// A size that is not positive (such as `.zero`) gives the core's default viewport until the frame is
    /// set. A first camera the map cannot take (not finite, latitude beyond ±90) is ignored and reported on
    /// `core.diagnostics`, as TomTom keeps its default camera then.
    public init(mapOptions: MapOptions, profile: InteractionProfile, frame: CGRect) {
        self.mapOptions = mapOptions
        var made: TomTomMap?
        var failure: MapLoadError?
        if mapOptions.apiKey.isEmpty {
            failure = MapLoadError(message: "the API key is empty")
        } else {
            do {
                made = try TomTomMap(profile: profile, viewport: Self.viewport(for: frame.size, insets: .zero))
            } catch {
                failure = MapLoadError(message: "the map could not be made: \(error)")
            }
        }
        map = made
        loadError = failure
        let controls = profile.controls
        storedCompassPolicy = controls.showsCompass ? .visibleWhenNeeded : .hidden
        storedLocationButtonPolicy =
            !controls.showsLocationButton
            ? .hidden : controls.hidesLocationButtonWhenCentered ? .hiddenWhenCentered : .visible
        super.init(frame: frame)
        if let map, let start = mapOptions.cameraUpdate { map.moveCamera(start) }
        applyControlPolicies()
    }

    #if canImport(UIKit)
        /// Views from storyboards are not supported headless.
        public required init?(coder: NSCoder) { nil }
    #endif

    /// The key `MapView()` loads with: headless nothing is fetched, so any non-empty key does.
    static let keyWhenNoneGiven = "headless"

    /// Calls `completion` with the map once it is ready: at once when it already is, otherwise when the
    /// view announces it (before ``MapViewDelegate/mapView(_:onMapReady:)``). A view whose map failed never
    /// calls it.
    public func getMapAsync(_ completion: @escaping (TomTomMap) -> Void) {
        if announced, let map {
            completion(map)
        } else if map != nil {
            pendingMapRequests.append(completion)
        }
    }

    /// Moves the map's camera at once (TomTom's `mapView.cameraUpdate = …`; ``TomTomMap/moveCamera(_:)``);
    /// reads back the camera as an absolute update. Before the map is ready, or when it failed, setting it
    /// does nothing.
    public var cameraUpdate: CameraUpdate {
        get {
            guard let camera = map?.cameraProperties else { return CameraUpdate() }
            return CameraUpdate(
                position: camera.position, zoom: camera.zoom, tilt: camera.tilt, rotation: camera.rotation)
        }
        set { map?.moveCamera(newValue) }
    }

    // MARK: Input and time

    /// Feeds one frame of touches, as the view would receive them (MapCompat addition, as for
    /// ``TomTomMap/handle(_:)-(TouchFrame)``); the first one also makes the view announce its map. A view
    /// whose map failed ignores input.
    public func handle(_ frame: TouchFrame) throws(MapCompatError) {
        announceIfNeeded()
        guard let map else { return }
        try map.handle(frame)
    }

    /// Feeds frames in order; stops at the first one that is rejected.
    public func handle(_ frames: some Sequence<TouchFrame>) throws(MapCompatError) {
        for frame in frames { try handle(frame) }
    }

    /// Lets virtual time pass (MapCompat addition); the first call also makes the view announce its map.
    public func advance(by seconds: Double) throws(MapCompatError) {
        announceIfNeeded()
        guard let map else { return }
        try map.advance(by: seconds)
    }

    /// Tells the delegate and the waiting ``getMapAsync(_:)`` completions the outcome, once.
    func announceIfNeeded() {
        guard !announced else { return }
        announced = true
        let style = mapOptions.mapStyle ?? .defaultStyle
        if let map {
            let requests = pendingMapRequests
            pendingMapRequests = []
            for request in requests { request(map) }
            onMapReadyCallback?(map)
            delegate?.mapView(self, onMapReady: map)
            delegate?.mapView(self, onStyleLoad: .success(style))
        } else {
            let error = loadError ?? MapLoadError(message: "the map did not load")
            delegate?.mapView(self, onLoadFailed: error)
            delegate?.mapView(self, onStyleLoad: .failure(error))
        }
    }

    // MARK: Size and recognizers

    /// Resizes the core's viewport with the view, keeping the content insets.
    override open func boundsDidChangeSize() {
        super.boundsDidChangeSize()
        guard let map else { return }
        map.core.setViewport(Self.viewport(for: bounds.size, insets: EdgeInsets(storedContentInsets)))
    }

    /// Attaches a recognizer: UIKit's attachment, and the core asks it before the built-in ones
    /// (`InteractiveMap.addGestureRecognizer(_:)`).
    override open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        super.addGestureRecognizer(recognizer)
        map?.core.addGestureRecognizer(recognizer.coreRecognizer)
    }

    /// Detaches a recognizer from the view and the core.
    override open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        super.removeGestureRecognizer(recognizer)
        map?.core.removeGestureRecognizer(recognizer.coreRecognizer)
    }

    /// A viewport of a size and insets; a size that is not positive and finite gives the core's default.
    static func viewport(for size: CGSize, insets: EdgeInsets) -> Viewport {
        let fallback = Viewport.neutral
        let width = Double(size.width) > 0 ? Double(size.width) : fallback.width
        let height = Double(size.height) > 0 ? Double(size.height) : fallback.height
        return (try? Viewport(width: width, height: height, insets: insets))
            ?? (try? Viewport(width: width, height: height)) ?? fallback
    }
}

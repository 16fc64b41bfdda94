// swift-format-ignore-file: NeverUseImplicitlyUnwrappedOptionals

// route-me's headers carry no nullability: Swift imports their objects implicitly unwrapped, and so does this API.
import Foundation
import MapCompatCore

#if canImport(UIKit)
    import UIKit
#endif

/// route-me's map view (`RMMapView`, a `UIView`), headless: its properties, annotations and delegate over
/// one core `InteractiveMap` that holds every rule (route-me's, `InteractionProfile.routeMe`, unless another
/// profile is asked for).
///
/// Zoom is route-me's, on 256-point tiles (``RMZoomScale``), as `Float`. Input comes as touch frames
/// (`handle(_:)`) and time passes only when told (`advance(by:)`). Bad input is treated as route-me treats
/// it (ignored or clamped) and reported on `core.diagnostics`.
open class RMMapView: UIView, CoreBackedView {
    /// The core map behind this one.
    public let core: InteractiveMap
    /// Receives taps, moves, selection, drag and location callbacks; held weakly, as in route-me.
    public weak var delegate: (any RMMapViewDelegate)! { didSet { correctOrderingOfAllAnnotations() } }
    /// The tile source shown (inert headless: nothing is drawn).
    public var tileSource: (any RMTileSource)!
    /// A record of the headless-only ``bouncingEnabled``.
    private var bounces = false
    var annotationsByID: [AnnotationID: RMAnnotation] = [:]
    var annotationOrder: [AnnotationID] = []
    /// The move under way: whether it is by the user, its starting zoom, and whether a zoom was reported.
    var move: (byUser: Bool, zoom: Double, zooming: Bool)?
    /// Set by the delegate's default `tap(on:onMap:)`: the delegate does not implement it, so the tap
    /// falls back to `singleTap(onMap:at:)` as in route-me.
    var delegateLacksAnnotationTap = false
    /// Set by the delegate's default `annotationSortingComparator(for:)` with a non-optional result.
    var delegateLacksComparator = false
    /// The user-location annotation (`userLocation`), made when the map first shows the user's location.
    var storedUserLocation: RMUserLocation?
    /// Display switches kept for code that sets them.
    var displayFlags = RMDisplayFlags()

    /// Creates a map view with route-me's rules (`initWithFrame:`). A frame with no area keeps a one-point
    /// viewport until the view is given a size (reported on `core.diagnostics`).
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, profile: .routeMe)
    }

    /// Creates a map view showing a tile source (`initWithFrame:andTilesource:`); the source is kept but
    /// draws nothing headless. Never `nil` here.
    public convenience init!(frame: CGRect, andTilesource newTilesource: (any RMTileSource)!) {
        self.init(frame: frame, profile: .routeMe)
        tileSource = newTilesource
    }

    /// Creates a map view with a tile source, a starting camera and zoom range, as route-me's full
    /// initialiser (`initWithFrame:andTilesource:centerCoordinate:zoomLevel:maxZoomLevel:minZoomLevel:backgroundImage:`).
    /// Values route-me would not take are reported and skipped.
    public convenience init!(
        frame: CGRect, andTilesource newTilesource: (any RMTileSource)!,
        centerCoordinate initialCenterCoordinate: CLLocationCoordinate2D, zoomLevel initialTileSourceZoomLevel: Float,
        maxZoomLevel initialTileSourceMaxZoomLevel: Float, minZoomLevel initialTileSourceMinZoomLevel: Float,
        backgroundImage: UIImage!
    ) {
        self.init(frame: frame, profile: .routeMe)
        tileSource = newTilesource
        maxZoom = initialTileSourceMaxZoomLevel
        minZoom = initialTileSourceMinZoomLevel
        centerCoordinate = initialCenterCoordinate
        zoom = initialTileSourceZoomLevel
    }

    /// Creates a map view that follows `profile` instead of route-me's rules (MapCompat's own initialiser,
    /// for running specs with neutral rules). A frame with no area keeps a one-point viewport until the view
    /// is given a size (reported on `core.diagnostics`).
    public init(frame: CGRect = CGRect(x: 0, y: 0, width: 400, height: 800), profile: InteractionProfile) {
        let sized = try? Viewport(width: Double(frame.width), height: Double(frame.height))
        core = InteractiveMap(
            profile: profile, cameraOrDefault: InteractiveMap.defaultCamera, viewport: sized ?? .onePoint)
        super.init(frame: frame)
        if sized == nil { reportEmptyFrame(frame) }
        core.showsLocationMarker = false  // route-me's `showsUserLocation` is NO until the app sets it
        core.addObserver { [weak self] observed in self?.report(observed.event) }
        core.shouldDragAnnotation = { [weak self] id in
            guard let self, let annotation = self.annotationsByID[id], let delegate = self.delegate else {
                return false
            }
            return delegate.mapView(self as RMMapView?, shouldDrag: annotation as RMAnnotation?)
                || delegate.mapView(self, shouldDrag: annotation)
        }
    }

    #if canImport(UIKit)
        /// Not supported: a map view is made in code (`init(frame:)`), not loaded from a nib.
        public required init?(coder: NSCoder) { nil }
    #endif

    #if !canImport(UIKit)
        /// Resizes the core's viewport with the view; a size with no area is reported and skipped.
        open override func boundsDidChangeSize() {
            super.boundsDidChangeSize()
            syncViewport()
        }
    #else
        /// Resizes the core's viewport with the view; a size with no area is reported and skipped.
        open override func layoutSubviews() {
            super.layoutSubviews()
            syncViewport()
        }
    #endif

    private func syncViewport() {
        guard let viewport = try? Viewport(width: Double(bounds.width), height: Double(bounds.height)) else {
            reportEmptyFrame(bounds)
            return
        }
        if viewport.width != core.viewport.width || viewport.height != core.viewport.height {
            core.setViewport(viewport)
        }
    }

    private func reportEmptyFrame(_ frame: CGRect) {
        core.diagnostics.report(
            MapDiagnostic(
                field: "RMMapView.frame", value: "\(frame.size)", action: .keptPrevious,
                message: "a map view with no area shows nothing; the viewport keeps its last size"))
    }

    // MARK: View and gestures

    /// Whether one finger scrolls the map (the core's `GestureSettings.isScrollEnabled`).
    public var draggingEnabled: Bool {
        get { core.gestureSettings.isScrollEnabled }
        set { core.gestureSettings.isScrollEnabled = newValue }
    }

    /// Whether the map bounces at its limits. Stored only: the headless core has no bounce (see the article).
    public var bouncingEnabled: Bool {
        get { bounces }
        set { bounces = newValue }
    }

    /// Whether a double tap zooms about the view centre instead of the tapped point (the core's
    /// `GestureSettings.centeredKinds` holding `doubleTap`); `false` by default, as in route-me.
    public var zoomingInPivotsAroundCenter: Bool {
        get { core.gestureSettings.centeredKinds.contains(.doubleTap) }
        set {
            if newValue {
                core.gestureSettings.centeredKinds.insert(.doubleTap)
            } else {
                core.gestureSettings.centeredKinds.remove(.doubleTap)
            }
        }
    }

    /// The drift after a fling (the core's `GestureSettings.deceleration`); a value route-me does not
    /// define is reported and ignored.
    public var decelerationMode: RMMapDecelerationMode {
        get {
            switch core.gestureSettings.deceleration {
            case .normal: RMMapDecelerationNormal
            case .fast: RMMapDecelerationFast
            case .immediate: RMMapDecelerationOff
            }
        }
        set {
            switch newValue {
            case RMMapDecelerationNormal: core.gestureSettings.deceleration = .normal
            case RMMapDecelerationFast: core.gestureSettings.deceleration = .fast
            case RMMapDecelerationOff: core.gestureSettings.deceleration = .immediate
            default:
                core.diagnostics.report(
                    MapDiagnostic(
                        field: "RMMapView.decelerationMode", value: "\(newValue.rawValue)", action: .keptPrevious,
                        message: "not an RMMapDecelerationMode"))
            }
        }
    }
}

extension Viewport {
    /// The viewport a map view keeps while its frame has no area: one point, or the neutral one.
    fileprivate static var onePoint: Viewport { (try? Viewport(width: 1, height: 1)) ?? .neutral }
}

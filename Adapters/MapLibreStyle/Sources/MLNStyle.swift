import Foundation
import MapCompatCore

/// The map's style: MapLibre's `MLNStyle` (`platform/darwin/src/MLNStyle.h`), its URL and name, and the
/// sources, layers and images an app adds at runtime. The vector layers are drawn as the core's scene items
/// (see `MLNStyle+Scene.swift`), which `visibleFeatures(at:)` finds. The map view makes one when its style
/// finishes loading.
open class MLNStyle: NSObject {
    /// The URL the style was loaded from.
    public let url: URL?
    /// The style's name (none headless).
    open var name: String?
    /// The map whose scene draws the style's layers.
    weak var mapView: MLNMapView?
    /// The sources, in the order added.
    var sourceList: [MLNSource] = []
    /// The layers, bottom first.
    var layerList: [MLNStyleLayer] = []
    /// The images added by name.
    var images: [String: UIImage] = [:]
    /// The scene items drawing the layers, with the layer and feature each stands for.
    var drawn: [SceneItemID: StyleHit] = [:]
    /// The properties already reported as not evaluated headless, each reported once.
    var reportedProperties: Set<String> = []

    init(url: URL?) {
        self.url = url
        super.init()
    }
}

@available(*, unavailable)
extension MLNStyle: @unchecked Sendable {}

extension MLNMapView {
    /// The loaded style; `nil` until the view's style finishes loading (in virtual time, at the first
    /// `advance(by:)` or touch after creation).
    public var style: MLNStyle? { loadedStyle }

    /// Lets virtual time pass; the first call finishes loading the style (the delegate's
    /// `mapViewWillStartLoadingMap(_:)`, `mapViewWillStartRenderingMap(_:)`, `mapView(_:didFinishLoading:)`,
    /// one frame, `mapViewDidFinishLoadingMap(_:)`, then `mapViewDidFinishRenderingMap(_:fullyRendered:)`, in
    /// MapLibre's order).
    public func advance(by seconds: Double) throws(MapCompatError) {
        try core.advance(by: seconds)
        finishLoadingIfNeeded()
        layoutAnnotationViews()
    }

    /// Feeds one frame of touches; the style finishes loading first if it has not. The annotation views
    /// are laid out after it (a dragged one follows the finger).
    public func handle(_ frame: TouchFrame) throws(MapCompatError) {
        finishLoadingIfNeeded()
        try core.handle(frame)
        layoutAnnotationViews()
    }

    /// Delivers the style load once.
    func finishLoadingIfNeeded() {
        guard !styleLoadDelivered else { return }
        styleLoadDelivered = true
        let style = MLNStyle(url: styleURL)
        style.mapView = self
        loadedStyle = style
        delegate?.mapViewWillStartLoadingMap(self)
        delegate?.mapViewWillStartRenderingMap(self)
        delegate?.mapView(self, didFinishLoading: style)
        renderFrame(fully: true)
        delegate?.mapViewDidFinishLoadingMap(self)
        delegate?.mapViewDidFinishRenderingMap(self, fullyRendered: true)
    }
}

import Foundation
import MapCompatCore

/// The map's style: MapLibre's `MLNStyle`, here only what a headless map has, the URL and name; no layers
/// or sources are drawn. The map view makes one when its style finishes loading.
open class MLNStyle: NSObject {
    /// The URL the style was loaded from.
    public let url: URL?
    /// The style's name (none headless).
    open var name: String?

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
    /// `mapView(_:didFinishLoading:)`, then `mapViewDidFinishLoadingMap(_:)`, as MapLibre calls them).
    public func advance(by seconds: Double) throws(MapCompatError) {
        try core.advance(by: seconds)
        finishLoadingIfNeeded()
    }

    /// Feeds one frame of touches; the style finishes loading first if it has not.
    public func handle(_ frame: TouchFrame) throws(MapCompatError) {
        finishLoadingIfNeeded()
        try core.handle(frame)
    }

    /// Delivers the style load once.
    func finishLoadingIfNeeded() {
        guard !styleLoadDelivered else { return }
        styleLoadDelivered = true
        let style = MLNStyle(url: styleURL)
        loadedStyle = style
        delegate?.mapViewWillStartLoadingMap(self)
        delegate?.mapView(self, didFinishLoading: style)
        delegate?.mapViewDidFinishLoadingMap(self)
    }
}

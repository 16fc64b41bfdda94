import Foundation

/// The Interface Builder names of the gesture switches (MLNMapView+IBAdditions.h), which clients such as
/// flutter-maplibre-gl's iOS controller set from code, and the inline style JSON.
extension MLNMapView {
    /// ``isZoomEnabled`` under its Interface Builder name.
    public var allowsZooming: Bool {
        get { isZoomEnabled }
        set { isZoomEnabled = newValue }
    }

    /// ``isScrollEnabled`` under its Interface Builder name.
    public var allowsScrolling: Bool {
        get { isScrollEnabled }
        set { isScrollEnabled = newValue }
    }

    /// ``isRotateEnabled`` under its Interface Builder name.
    public var allowsRotating: Bool {
        get { isRotateEnabled }
        set { isRotateEnabled = newValue }
    }

    /// ``isPitchEnabled`` under its Interface Builder name.
    public var allowsTilting: Bool {
        get { isPitchEnabled }
        set { isPitchEnabled = newValue }
    }

    /// The style as inline JSON (kept; nothing is drawn headless). Setting it does not reload: the style
    /// loads once, after creation.
    public var styleJSON: String {
        get { inlineStyleJSON }
        set { inlineStyleJSON = newValue }
    }

    /// A map view showing an inline style: `initWithFrame:styleJSON:`.
    public convenience init(frame: CGRect, styleJSON: String) {
        self.init(frame: frame)
        inlineStyleJSON = styleJSON
    }
}

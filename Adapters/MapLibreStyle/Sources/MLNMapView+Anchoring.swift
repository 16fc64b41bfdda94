import MapCompatCore

extension MLNMapView {
    /// The gestures `anchorRotateOrZoomGesturesToCenterCoordinate` names: pinch, rotation, double tap,
    /// two-finger tap and one-finger zoom (the property's meaning in MapLibre's header, not a rule).
    public static let centerAnchoredGestureKinds: Set<GestureKind> = [
        .pinch, .rotate, .doubleTap, .twoFingerTap, .quickZoom,
    ]

    /// Whether zooming and rotating act about the centre of the content area instead of the fingers: the
    /// core's `gestureSettings.centeredKinds` holding ``centerAnchoredGestureKinds``. While a centred pinch
    /// or rotation is under way a pan does not begin (the core's rule). `false` by default.
    public var anchorRotateOrZoomGesturesToCenterCoordinate: Bool {
        get { core.gestureSettings.centeredKinds.isSuperset(of: Self.centerAnchoredGestureKinds) }
        set {
            if newValue {
                core.gestureSettings.centeredKinds.formUnion(Self.centerAnchoredGestureKinds)
            } else {
                core.gestureSettings.centeredKinds.subtract(Self.centerAnchoredGestureKinds)
            }
        }
    }
}

/// What the user's camera gestures do to a map that follows the location: vendors differ, so it is data.
///
/// Each table maps a gesture kind to the mode it leaves; a kind that is not listed keeps the mode. A
/// continuous gesture acts when it begins, a double or two-finger tap when it is recognized. Maps that are
/// not following (`none`, `noFollow`) are never changed by gestures.
public struct TrackingInterruption: Hashable, Sendable {
    /// From `follow`: the mode each gesture kind leaves.
    public var fromFollow: [GestureKind: TrackingMode]
    /// From `followWithHeading`: the mode each gesture kind leaves.
    public var fromFollowWithHeading: [GestureKind: TrackingMode]

    /// Creates the tables.
    public init(
        fromFollow: [GestureKind: TrackingMode], fromFollowWithHeading: [GestureKind: TrackingMode]
    ) {
        self.fromFollow = fromFollow
        self.fromFollowWithHeading = fromFollowWithHeading
    }

    /// The gesture kinds that move the camera.
    public static let cameraGestures: [GestureKind] = [
        .pan, .pinch, .rotate, .tilt, .quickZoom, .doubleTap, .twoFingerTap,
    ]

    /// NAVER: any camera move by gesture drops following to noFollow, so the location stays shown
    /// (`NMFMyPositionMode` header, NAVER Map iOS SDK guide).
    public static let naver: TrackingInterruption = {
        let table = Dictionary(uniqueKeysWithValues: cameraGestures.map { ($0, TrackingMode.noFollow) })
        return TrackingInterruption(fromFollow: table, fromFollowWithHeading: table)
    }()

    /// MapLibre: a pan stops following (MapLibre's tracking mode none, with the location still shown:
    /// noFollow here); a rotation drops heading tracking to follow; zooms and tilt keep the mode
    /// (MLNMapView gesture handlers, maplibre-native `platform/ios/src/MLNMapView.mm`).
    public static let mapLibre = TrackingInterruption(
        fromFollow: [.pan: .noFollow], fromFollowWithHeading: [.pan: .noFollow, .rotate: .follow])

    /// route-me: dragging and a user pinch stop following (its tracking mode none, the location still
    /// shown: noFollow here), and so does a double tap, which zooms about the tap rather than the user; the
    /// two-finger tap zooms about the user and keeps the mode (route-me `RMMapView.m`).
    public static let routeMe: TrackingInterruption = {
        let table: [GestureKind: TrackingMode] = [.pan: .noFollow, .pinch: .noFollow, .doubleTap: .noFollow]
        return TrackingInterruption(fromFollow: table, fromFollowWithHeading: table)
    }()

    /// The mode a gesture of `kind` leaves when the map is in `mode`.
    public func mode(after kind: GestureKind, from mode: TrackingMode) -> TrackingMode {
        switch mode {
        case .none, .noFollow: mode
        case .follow: fromFollow[kind] ?? mode
        case .followWithHeading: fromFollowWithHeading[kind] ?? mode
        }
    }
}

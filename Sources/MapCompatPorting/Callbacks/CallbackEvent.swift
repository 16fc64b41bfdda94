/// What a callback's parameter stands for, so that a body written against one style's parameters gets the same
/// values under the same names in another style's callback.
enum CallbackRole: String, Hashable, Sendable, CaseIterable {
    /// The map view (or TomTom's map).
    case map
    /// The geographic position of the event.
    case coordinate
    /// The screen point of the event.
    case point
    /// The annotation, marker or overlay the event is about.
    case annotation
    /// Whether the camera change was animated.
    case animated
    /// The sender of a gesture-recognizer action.
    case sender
    /// The style's reason for a camera change (NAVER's `Int` code, MapLibre's `MLNCameraChangeReason`).
    case reason
    /// Whether the user's gesture moved the camera (route-me's `byUser`).
    case byUser
    /// The error that stopped the map from loading.
    case error
    /// MapLibre's style, once loaded. No other style has one: a body that reads it is not ported as a callback.
    case style
    /// The user's location as reported to the app: TomTom's `GeoLocation`, MapLibre's `MLNUserLocation?`,
    /// route-me's `RMUserLocation!`. A body reads its `CLLocation`, bound the target's way (``LocationReportBody``).
    case userLocation
    /// The control tapped in an annotation's callout (its accessory view).
    case control
}

/// One event an app reacts to and how each style receives it; a style without a receiver has a gap.
struct CallbackEvent: Sendable {
    /// The API-map style id (`tap.map`).
    var id: String
    /// Each style's receivers: the first is written when porting to the style; all are recognized in source.
    var receivers: [PortingStyle: [CallbackReceiver]]
    /// Why a style has no receiver, and what to do instead.
    var gaps: [PortingStyle: String]
    /// Set when the target's receiver is called at a slightly different moment (a review note).
    var reviews: [PortingStyle: String] = [:]

    /// Why `style` cannot receive the event: the table's own reason, or the one the style's description gives.
    func gap(in style: PortingStyle) -> String? { gaps[style] ?? style.gaps[id] }

    /// How `style` receives the event: the table's own receivers, or the ones the style's description gives.
    func receivers(in style: PortingStyle) -> [CallbackReceiver] {
        receivers[style] ?? (style.callbacks[id] ?? []).map(CallbackReceiver.init)
    }

    /// The review note for porting the event to `style`: the table's own, or the described receiver's.
    func review(in style: PortingStyle) -> String? {
        reviews[style] ?? style.callbacks[id]?.first?.review
    }
}

extension CallbackEvent {
    /// Sources: NAVER `NMFMapViewTouchDelegate.h` / `NMFMapViewCameraDelegate.h` (navermaps/ios-map-sdk);
    /// MapLibre `MLNMapViewDelegate.h` (maplibre/maplibre-native platform/ios/src); TomTom's `MapDelegate` and
    /// `MapInteraction` reference (developer.tomtom.com, TomTomSDKMapDisplay); route-me `RMMapViewDelegate.h`
    /// under the names Swift's importer gives its selectors (`singleTapOnMap:at:` → `singleTap(onMap:at:)`).
    /// The protocols whose methods the callback porter receives, per style (`NMFMapViewTouchDelegate`…).
    static func conformances(of style: PortingStyle) -> Set<String> {
        conformancesByStyle[style] ?? Set(style.callbacks.values.joined().compactMap(\.conformance))
    }

    private static let conformancesByStyle: [PortingStyle: Set<String>] = {
        var result: [PortingStyle: Set<String>] = [:]
        for event in all {
            for (style, receivers) in event.receivers {
                for receiver in receivers {
                    if let name = receiver.conformance { result[style, default: []].insert(name) }
                }
            }
        }
        return result
    }()

    static let all: [CallbackEvent] = [
        CallbackEvent(
            id: "map.ready",
            receivers: [
                // NAVER's map is ready when made; apps that wait write `NMFMapViewLoadDelegate` (3.20.0), whose
                // method MapLibre's shares: recognized in source, so the target's delegate is set up for it.
                .naver: [
                    CallbackReceiver(shape: .inline, conformance: nil, setUp: ""),
                    CallbackReceiver(
                        shape: .method("mapViewDidFinishLoadingMap(_ map: NMFMapView)"),
                        conformance: "NMFMapViewLoadDelegate", setUp: "$map.addLoadDelegate(delegate: self)"),
                ],
                // MapLibre apps more often wait for the style (`mapView:didFinishLoadingStyle:`,
                // MLNMapViewDelegate.h), which MapLibre reports just before the map: both are the map being ready.
                .maplibre: [
                    mapLibreDelegate("mapViewDidFinishLoadingMap(_ map: MLNMapView)"),
                    mapLibreDelegate("mapView(_ map: MLNMapView, didFinishLoading style: MLNStyle)"),
                ],
                .tomtom: [
                    CallbackReceiver(
                        shape: .method("mapView(_ mapView: MapView, onMapReady map: TomTomMap)"),
                        conformance: "MapViewDelegate", setUp: "$map.delegate = self")
                ],
                .rm: [CallbackReceiver(shape: .inline, conformance: nil, setUp: "")],
            ], gaps: [:],
            reviews: [
                .maplibre: "MapLibre calls it once the style has loaded, after the map view is made"
            ]),
        // The map could not load its style: MapLibre `mapViewDidFailLoadingMap:withError:` (MLNMapViewDelegate.h),
        // TomTom `mapView(_:onLoadFailed:)` (MapViewDelegate, TomTomSDKMapDisplay). NAVER and route-me report none.
        CallbackEvent(
            id: "map.loadFailed",
            receivers: [
                .maplibre: [
                    mapLibreDelegate("mapViewDidFailLoadingMap(_ map: MLNMapView, withError error: any Error)")
                ],
                .tomtom: [
                    CallbackReceiver(
                        shape: .method("mapView(_ mapView: MapView, onLoadFailed error: any Error)"),
                        conformance: "MapViewDelegate", setUp: "$map.delegate = self")
                ],
            ],
            gaps: [
                .naver:
                    "NAVER reports no load failure: its map draws what it can. Drop the callback or watch the network.",
                .rm: "route-me reports no load failure: its tile sources fail tile by tile. Drop the callback.",
            ]),
        // The user's location changed: TomTom's provider tells its `LocationUpdateObserver`s (TomTomSDKLocation);
        // MapLibre's and route-me's map views tell their delegates, `mapView:didUpdateUserLocation:`
        // (MLNMapViewDelegate.h, RMMapViewDelegate.h). Each report holds Core Location's CLLocation as `location`.
        CallbackEvent(
            id: "location.event.update",
            receivers: [
                .maplibre: [
                    mapLibreDelegate("mapView(_ map: MLNMapView, didUpdate userLocation: MLNUserLocation?)")
                ],
                .tomtom: [
                    CallbackReceiver(
                        shape: .method("didUpdateLocation(location userLocation: GeoLocation)"),
                        conformance: "LocationUpdateObserver", setUp: "$map.locationProvider.addObserver(self)")
                ],
                .rm: [
                    rmDelegate("mapView(_ map: RMMapView!, didUpdate userLocation: RMUserLocation!)"),
                    rmDelegate("mapView(_ map: RMMapView, didUpdate userLocation: RMUserLocation)"),
                ],
                // NAVER's shared location manager tells the delegates added to it, with an untyped array of
                // CLLocations (NMFLocationManager.h `locationManager:didUpdateLocations:`). Written only: a NAVER
                // body reads the array, not one report.
                .naver: [
                    CallbackReceiver(
                        shape: .method(
                            "locationManager(_ locationManager: NMFLocationManager!, didUpdateLocations userLocation: [Any]!)"
                        ),
                        conformance: "NMFLocationManagerDelegate",
                        setUp: "NMFLocationManager.sharedInstance()?.add(self)"
                    ).writtenOnly
                ],
            ],
            gaps: [:],
            reviews: [
                .naver: "NAVER's location manager tells its delegates while the map tracks the location (positionMode)",
                .maplibre: "MapLibre tells its delegate while showsUserLocation is on, for each position and heading",
                .rm: "route-me tells its delegate while showsUserLocation is on, for each position and heading",
                .tomtom: "TomTom's provider tells its observers while it is enabled, whatever the map shows",
            ]),
        CallbackEvent(
            id: "tap.map",
            receivers: [
                .naver: [
                    naverTouch("mapView(_ map: NMFMapView, didTapMap coordinate: NMGLatLng, point point: CGPoint)"),
                    CallbackReceiver(
                        shape: .method("didTapMapView(_ point: CGPoint, latLng coordinate: NMGLatLng)"),
                        conformance: "NMFMapViewDelegate", setUp: "$map.delegate = self"),
                ],
                .maplibre: [
                    CallbackReceiver(
                        shape: .recognizer(kind: "UITapGestureRecognizer", handler: "handleMapTap", began: false),
                        conformance: nil, setUp: "")
                ],
                .tomtom: [tomTomInteraction("tapped", [.coordinate])],
                .rm: [rmDelegate("singleTap(onMap map: RMMapView!, at point: CGPoint)")],
            ], gaps: [:]),
        CallbackEvent(
            id: "tap.long",
            receivers: [
                .naver: [
                    naverTouch("mapView(_ map: NMFMapView, didLongTapMap coordinate: NMGLatLng, point point: CGPoint)")
                ],
                .maplibre: [
                    CallbackReceiver(
                        shape: .recognizer(
                            kind: "UILongPressGestureRecognizer", handler: "handleMapLongPress", began: true),
                        conformance: nil, setUp: "")
                ],
                .tomtom: [tomTomInteraction("longPressed", [.coordinate])],
                .rm: [rmDelegate("longPress(onMap map: RMMapView!, at point: CGPoint)")],
            ], gaps: [:]),
        CallbackEvent(
            id: "tap.annotation",
            receivers: [
                .maplibre: [mapLibreDelegate("mapView(_ map: MLNMapView, didSelect annotation: MLNAnnotation)")],
                .tomtom: [tomTomInteraction("tappedOnAnnotation", [.annotation, .coordinate])],
                .rm: [rmDelegate("tap(on annotation: RMAnnotation!, onMap map: RMMapView!)")],
            ],
            gaps: [
                .naver:
                    "NAVER has no map-wide marker callback: set the marker's touchHandler where it is made (return true to consume the tap)."
            ],
            reviews: [
                .maplibre: "MapLibre selects the annotation: a second tap on it does not call didSelect again"
            ]),
        // A callout's accessory control tapped (MapLibre `MLNMapViewDelegate.h`
        // `mapView:annotation:calloutAccessoryControlTapped:`; route-me `RMMapViewDelegate.h`
        // `tapOnCalloutAccessoryControl:forAnnotation:onMap:`), with the annotation and the control.
        CallbackEvent(
            id: "callout.accessoryTapped",
            receivers: [
                .maplibre: [
                    mapLibreDelegate(
                        "mapView(_ map: MLNMapView, annotation annotation: MLNAnnotation, calloutAccessoryControlTapped control: UIControl)"
                    )
                ],
                .rm: [
                    rmDelegate(
                        "tap(onCalloutAccessory control: UIControl!, for annotation: RMAnnotation!, onMap map: RMMapView!)"
                    )
                ],
            ],
            gaps: [
                .naver:
                    "NAVER's info window is drawn as an image and holds no live controls: hear taps on the whole window with its touchHandler.",
                .tomtom: APIMap.tomTomNoCallouts,
            ]),
        // route-me's end of one move, with whether the user made it: each style's end-of-move callback that
        // passes a reason, so that `byUser` is computed from it (NAVER `NMFMapViewCameraDelegate.h`, MapLibre
        // `MLNMapViewDelegate.h` `mapView:regionDidChangeWithReason:animated:`). TomTom's camera events pass no
        // reason: the port assumes the user's move and says so.
        CallbackEvent(
            id: "camera.moveEnd",
            receivers: [
                .rm: [
                    rmDelegate("afterMapMove(_ map: RMMapView!, byUser byUser: Bool)"),
                    rmDelegate("afterMapZoom(_ map: RMMapView!, byUser byUser: Bool)"),
                ],
                .naver: [
                    naverCamera(
                        "mapView(_ map: NMFMapView, cameraDidChangeByReason reason: Int, animated animated: Bool)"
                    ).writtenOnly
                ],
                .maplibre: [
                    mapLibreDelegate(
                        "mapView(_ map: MLNMapView, regionDidChangeWith reason: MLNCameraChangeReason, animated animated: Bool)"
                    ).writtenOnly
                ],
                .tomtom: [
                    CallbackReceiver(
                        shape: .cameraEvent("cameraSteady"), conformance: "MapDelegate", setUp: tomTomSetUp
                    ).writtenOnly
                ],
            ], gaps: [:]),
        CallbackEvent(
            id: "camera.idle",
            receivers: [
                .naver: [
                    naverCamera("mapViewCameraIdle(_ map: NMFMapView)"), naverOld("mapViewIdle(_ map: NMFMapView)"),
                ],
                .maplibre: [mapLibreDelegate("mapViewDidBecomeIdle(_ map: MLNMapView)")],
                .tomtom: [
                    CallbackReceiver(
                        shape: .cameraEvent("cameraSteady"), conformance: "MapDelegate", setUp: tomTomSetUp)
                ],
                .rm: [rmDelegate("afterMapMove(_ map: RMMapView!, byUser wasUserAction: Bool)")],
            ], gaps: [:],
            reviews: [.rm: "route-me calls afterMapMove(_:byUser:) after each move, with no separate idle state"]),
        CallbackEvent(
            id: "camera.didChange",
            receivers: [
                .naver: [
                    naverCamera(
                        "mapView(_ map: NMFMapView, cameraDidChangeByReason reason: Int, animated animated: Bool)"),
                    naverOld(
                        "mapView(_ map: NMFMapView, regionDidChangeAnimated animated: Bool, byReason reason: Int)"),
                ],
                .maplibre: [mapLibreDelegate("mapView(_ map: MLNMapView, regionDidChangeAnimated animated: Bool)")],
                .tomtom: [
                    CallbackReceiver(
                        shape: .cameraEvent("cameraSteady"), conformance: "MapDelegate", setUp: tomTomSetUp)
                ],
                .rm: [rmDelegate("mapViewRegionDidChange(_ map: RMMapView!)")],
            ], gaps: [:],
            reviews: [
                .tomtom: "TomTom reports .cameraSteady when the camera rests, not after each step",
                .rm: "route-me calls mapViewRegionDidChange(_:) on every step of a move",
            ]),
        // The start of a move: NAVER `mapView:cameraWillChangeByReason:animated:` (NMFMapViewCameraDelegate.h) and
        // its older `mapView:regionWillChangeAnimated:byReason:`, MapLibre `mapView:regionWillChangeWithReason:animated:`
        // and `mapView:regionWillChangeAnimated:` (MLNMapViewDelegate.h), route-me `beforeMapMove:byUser:` and
        // `beforeMapZoom:byUser:` (RMMapViewDelegate.h). TomTom's camera events have no start of a move.
        CallbackEvent(
            id: "camera.willChange",
            receivers: [
                .naver: [
                    naverCamera(
                        "mapView(_ map: NMFMapView, cameraWillChangeByReason reason: Int, animated animated: Bool)"),
                    naverOld(
                        "mapView(_ map: NMFMapView, regionWillChangeAnimated animated: Bool, byReason reason: Int)"),
                ],
                .maplibre: [
                    mapLibreDelegate(
                        "mapView(_ map: MLNMapView, regionWillChangeWith reason: MLNCameraChangeReason, animated animated: Bool)"
                    ),
                    mapLibreDelegate("mapView(_ map: MLNMapView, regionWillChangeAnimated animated: Bool)"),
                ],
                .rm: [
                    rmDelegate("beforeMapMove(_ map: RMMapView!, byUser byUser: Bool)"),
                    rmDelegate("beforeMapZoom(_ map: RMMapView!, byUser byUser: Bool)"),
                ],
            ],
            gaps: [
                .tomtom:
                    "TomTom reports no start of a move. Act on the first .cameraChanged in map(_:onCameraEvent:)."
            ]),
        // A step of a move: NAVER `mapView:cameraIsChangingByReason:` (NMFMapViewCameraDelegate.h), MapLibre
        // `mapView:regionIsChangingWithReason:` and the `mapViewRegionIsChanging:` its apps implement, with or without
        // the older `reason:` (MLNMapViewDelegate.h), TomTom's `.cameraChanged`, and route-me's
        // `mapViewRegionDidChange:`, which it calls on every step (RMMapView.m) but which reads as the end of a move
        // in source (`camera.didChange`), so it is only written.
        CallbackEvent(
            id: "camera.changing",
            receivers: [
                .naver: [
                    naverCamera("mapView(_ map: NMFMapView, cameraIsChangingByReason reason: Int)"),
                    naverOld("mapViewRegionIsChanging(_ map: NMFMapView, byReason reason: Int)"),
                ],
                .maplibre: [
                    mapLibreDelegate("mapView(_ map: MLNMapView, regionIsChangingWith reason: MLNCameraChangeReason)"),
                    mapLibreDelegate("mapViewRegionIsChanging(_ map: MLNMapView)"),
                    mapLibreDelegate(
                        "mapViewRegionIsChanging(_ map: MLNMapView, reason reason: MLNCameraChangeReason)"),
                ],
                .tomtom: [
                    CallbackReceiver(
                        shape: .cameraEvent("cameraChanged"), conformance: "MapDelegate", setUp: tomTomSetUp)
                ],
                .rm: [rmDelegate("mapViewRegionDidChange(_ map: RMMapView!)").writtenOnly],
            ], gaps: [:]),
    ]

    /// The method a delegate calls instead of another when the delegate implements both, by selector: MapLibre
    /// calls `mapView(_:regionDidChangeWith:animated:)` in place of `mapView(_:regionDidChangeAnimated:)`, and the
    /// same for the start of a move (maplibre-native `MLNMapView.mm`, `cameraDidChangeAnimated:` and
    /// `cameraWillChangeAnimated:`), so a port that needs both writes one.
    static let supersededBy: [String: String] = [
        "mapView(_:regionDidChangeAnimated:)": "mapView(_:regionDidChangeWith:animated:)",
        "mapView(_:regionWillChangeAnimated:)": "mapView(_:regionWillChangeWith:animated:)",
        // MLNMapViewDelegate.h: "If this method is implemented `-mapViewRegionIsChanging:` will not be called."
        "mapViewRegionIsChanging(_:)": "mapView(_:regionIsChangingWith:)",
    ]
}

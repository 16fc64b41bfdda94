/// The API map: every concept the porter knows, with its spelling in each style.
///
/// It is data, kept in Swift so that no resource files are needed. It accounts for every public declaration of
/// the adapters, including the Core Location types they re-export from the core (``APICoverage`` checks it);
/// the porting guides list, per direction, what is rewritten and what is left as a note.
public enum APIMap: Sendable {
    /// Every concept, in a fixed order.
    public static let concepts: [APIConcept] =
        modules + types + gestures + camera + controls + taps + annotations + adapterConcepts + coordinateConcepts
        + cameraConcepts + cameraUpdateConcepts + cameraEventConcepts + gestureConcepts + controlConcepts
        + locationConcepts + locationModeWrites + locationSourceConcepts + naverOnlyConcepts + interactionConcepts
        + annotationConcepts + annotationViewConcepts + routeMeConcepts + naverSurfaceConcepts + mapLibreSurfaceConcepts
        + tomTomSurfaceConcepts + routeMeSurfaceConcepts + typedMemberConcepts + zoomLimitConcepts + zoomRangeConcepts
        + cameraShapeConcepts
        + timedCameraShapeConcepts + boundsConcepts
        + mapLibreStylingConcepts + clientMemberConcepts + mapLibreCameraConcepts + mapLibreSwitchConcepts
        + markerAttachConcepts + naverMarkerLookConcepts + markerImageConcepts + markerImageReadConcepts
        + locationButtonHideConcepts + logoCornerWrites + retinaTileConcepts + shapeConcepts + startCameraConcepts
        + overlayConcepts + userLocationConcepts + annotationViewPortConcepts + regionConcepts + regionReadConcepts
        + coordinatePathConcepts + allGestureConcepts + locationManagerConcepts
        + latLngCameraConcepts

    /// The concept with this id, if any.
    public static func concept(_ id: String) -> APIConcept? {
        concepts.first { $0.id == id }
    }

    /// The first concept that lists `name` (a type or top-level name) among `style`'s members, if any.
    static func concept(listing name: String, in style: PortingStyle) -> APIConcept? {
        conceptsByName[style]?[name]
    }

    /// The concept that lists `style`'s member named `name` (`isNightModeEnabled`) of a type in `role`, if one does.
    static func concept(listingMember name: String, of role: TypeModel.Role, in style: PortingStyle) -> APIConcept? {
        conceptsByMember[style]?[role]?[name] ?? nil
    }

    /// Per style, each type or top-level name its concepts list, with the first concept listing it.
    private static let conceptsByName: [PortingStyle: [String: APIConcept]] = {
        var result: [PortingStyle: [String: APIConcept]] = [:]
        for concept in concepts {
            for (style, members) in concept.members {
                for member in members where member.use == .name && result[style]?[member.key] == nil {
                    result[style, default: [:]][member.key] = concept
                }
            }
        }
        return result
    }()

    /// Per style and role, each member's name with the one concept that lists members of that name on the role's
    /// types (`nil` where several concepts do: the name alone does not say which).
    private static let conceptsByMember: [PortingStyle: [TypeModel.Role: [String: APIConcept?]]] = {
        var result: [PortingStyle: [TypeModel.Role: [String: APIConcept?]]] = [:]
        for concept in concepts {
            for (style, members) in concept.members {
                for member in members where member.use == .instance {
                    guard let role = StyleTypes.builtIn.roles[member.owner] else { continue }
                    let base = member.key.split(separator: "(", maxSplits: 1).first ?? ""
                    let name = String(base.split(separator: ".").last ?? "")
                    if let existing = result[style]?[role]?[name] {
                        if existing?.id != concept.id { result[style]?[role]?[name] = .some(nil) }
                    } else {
                        result[style, default: [:]][role, default: [:]][name] = concept
                    }
                }
            }
        }
        return result
    }()

    static let noTilt =
        "route-me has no tilt gesture (its map never tilts), so there is nothing to switch. Drop the line."
    static let noRotate =
        "route-me has no rotation gesture (its map never turns), so there is nothing to switch. Drop the line."
    static let tomTomSwitch =
        "TomTom has no per-gesture Boolean; it keeps a list, `disabledGestures`. Write it as an append to or removal from that list."

    static let modules: [APIConcept] = [
        APIConcept(
            "module.import", .module, "The adapter module an app imports.",
            spellings: [
                .naver: "import NaverStyle", .maplibre: "import MapLibreStyle", .tomtom: "import TomTomStyle",
                .rm: "import RMMapLayerStyle",
            ]),
        APIConcept(
            "module.vendorImport", .module,
            "The vendor's own map module, as an app written for the SDK imports it (each is also a library of this package that re-exports its adapter).",
            spellings: [
                .naver: "import NMapsMap", .maplibre: "import MapLibre", .tomtom: "import TomTomSDKMapDisplay",
            ],
            gaps: [
                .rm:
                    "route-me is an Objective-C library that Swift reaches through the app's bridging header: there is no module to import. Add RMMapView.h (and the other route-me headers the file uses) to the bridging header, and drop the import line."
            ]),
    ]

    static let types: [APIConcept] = [
        APIConcept(
            "type.mapView", .type, "The map view: the object every setting, call and delegate hangs off.",
            spellings: [.naver: "NMFMapView", .maplibre: "MLNMapView", .tomtom: "TomTomMap", .rm: "RMMapView"],
            members: [.naver: ["NMFMapView"], .maplibre: ["MLNMapView"], .tomtom: ["TomTomMap"], .rm: ["RMMapView"]]),
        APIConcept(
            "type.mapViewWithControls", .type, "NAVER's wrapper view that owns the built-in control switches.",
            spellings: [
                .naver: "NMFNaverMapView",
                .maplibre: APISpelling(
                    "MLNMapView", review: "MapLibre has no wrapper view: the map view holds its ornaments",
                    isSearched: false),
                .tomtom: APISpelling(
                    "TomTomMap", review: "TomTom has no wrapper view: the map holds its one control", isSearched: false),
                .rm: APISpelling(
                    "RMMapView", review: "route-me has no built-in controls: build them in the app", isSearched: false),
            ],
            members: [.naver: ["NMFNaverMapView"]]),
        APIConcept(
            "type.mapDelegate", .type, "The protocol of the map's main delegate.",
            spellings: [
                .naver: "NMFMapViewDelegate", .maplibre: "MLNMapViewDelegate", .tomtom: "MapDelegate",
                .rm: "RMMapViewDelegate",
            ],
            members: [
                .naver: ["NMFMapViewDelegate"], .maplibre: ["MLNMapViewDelegate"], .tomtom: ["MapDelegate"],
                .rm: ["RMMapViewDelegate"],
            ]),
        APIConcept(
            "type.marker", .type, "A point marker or annotation placed by the app.",
            spellings: [
                .naver: "NMFMarker",
                .maplibre: APISpelling(
                    "MLNPointAnnotation",
                    review: "an annotation, not an overlay: it is selected, and has no tap handler"),
                .tomtom: APISpelling("Marker", review: "made with addMarker(options:); it always consumes its taps"),
                .rm: APISpelling("RMAnnotation", review: "an annotation: it is selected, and its layer draws it"),
            ],
            members: [
                .naver: ["NMFMarker"], .maplibre: ["MLNPointAnnotation"], .tomtom: ["Marker"], .rm: ["RMAnnotation"],
            ]
        ),
        // route-me's annotation that brings its own pin (RMPointAnnotation.h): the others' markers draw a pin of their
        // own too. Found in route-me code only; a port to route-me writes type.marker's RMAnnotation.
        APIConcept(
            "type.marker.withPin", .type, "route-me's annotation that draws its own pin.",
            spellings: [
                .rm: "RMPointAnnotation",
                .naver: APISpelling("NMFMarker", isSearched: false),
                .maplibre: APISpelling(
                    "MLNPointAnnotation",
                    review: "an annotation, not an overlay: it is selected, and has no tap handler",
                    isSearched: false),
            ],
            gaps: [
                .tomtom:
                    "TomTom makes a marker as it adds it (addMarker(options:)), optional until the map is ready: keep the Marker? the add returns."
            ],
            members: [.rm: ["RMPointAnnotation"]]),
        APIConcept(
            "type.layer", .type, "route-me's drawing of an annotation, which owns its callout settings.",
            spellings: [.rm: "RMMapLayer"],
            gaps: [
                .naver:
                    "NAVER's overlays draw themselves: there is no layer object. Set the look on the NMFMarker (iconImage, width, height, anchor) and show callouts as an NMFInfoWindow.",
                .maplibre: "MapLibre's counterpart is MLNAnnotationView from mapView(_:viewFor:). Port by hand.",
                .tomtom:
                    "TomTom's markers draw themselves from MarkerOptions (pinImage, iconImage, placementAnchor): there is no view or layer object. Move the look into the options.",
            ], members: [.rm: ["RMMapLayer"], .maplibre: ["MLNAnnotationView"]]),
        APIConcept(
            "type.touchDelegate", .type, "NAVER's separate delegate for map, long-press and symbol taps.",
            spellings: [
                .naver: "NMFMapViewTouchDelegate", .tomtom: APISpelling("MapDelegate", isSearched: false),
                .rm: APISpelling("RMMapViewDelegate", isSearched: false),
            ],
            gaps: [
                .maplibre:
                    "MapLibre reports no map taps to a delegate; the map-tap callbacks became fallback tap recognizers."
            ], members: [.naver: ["NMFMapViewTouchDelegate"]]),
        APIConcept(
            "type.mapContainerView", .type, "TomTom's map view (a UIView) that hands the app its TomTomMap when ready.",
            spellings: [
                .tomtom: "MapView", .naver: APISpelling("NMFMapView", isSearched: false),
                .maplibre: APISpelling("MLNMapView", isSearched: false),
                .rm: APISpelling("RMMapView", isSearched: false),
            ]),
        APIConcept(
            "type.mapContainerView.make", .method, "Makes TomTom's map view with the default options.",
            spellings: [
                .tomtom: "MapView()", .naver: APISpelling("NMFMapView(frame: .zero)", isSearched: false),
                .maplibre: APISpelling("MLNMapView(frame: .zero)", isSearched: false),
                .rm: APISpelling("RMMapView(frame: .zero)", isSearched: false),
            ]),
        // UIView's `init(frame:)`, which TomTom's MapView inherits (and a port to TomTom writes, so that the view
        // keeps its frame): the other styles' map views are made the same way. Searched in TomTom only: a port to
        // TomTom goes through TomTomMapViewSetUp, which makes the view and receives its map.
        APIConcept(
            "type.mapContainerView.makeFramed", .method, "Makes TomTom's map view with a frame.",
            naver: Side(members: [], spelling: APISpelling("NMFMapView(frame: $frame)", isSearched: false)),
            maplibre: Side(members: [], spelling: APISpelling("MLNMapView(frame: $frame)", isSearched: false)),
            tomtom: .spelled("MapView(frame: $frame)", "MapView.init(frame:)"),
            rm: Side(members: [], spelling: APISpelling("RMMapView(frame: $frame)", isSearched: false))),
        .only(
            .tomtom, "type.mapViewDelegate", .type,
            "TomTom's map-view delegate, told when the map is ready (mapView(_:onMapReady:)).",
            Side(members: [], spelling: "MapViewDelegate"),
            others:
                "{style}'s map is usable when its view is made: the ready callback's body runs where the view's delegate was set."
        ),
        APIConcept(
            "type.cameraDelegate", .type, "NAVER's camera delegate, added with addCameraDelegate(delegate:).",
            spellings: [
                .naver: "NMFMapViewCameraDelegate", .maplibre: APISpelling("MLNMapViewDelegate", isSearched: false),
                .tomtom: APISpelling("MapDelegate", isSearched: false),
                .rm: APISpelling("RMMapViewDelegate", isSearched: false),
            ], members: [.naver: ["NMFMapViewCameraDelegate"]]),
        // NAVER's load delegate (3.20.0) is told once the map has loaded, as MapLibre's and TomTom's map-view
        // delegates are; the callback porter moves its one method and sets the target's delegate.
        APIConcept(
            "type.loadDelegate", .type, "NAVER's load delegate, added with addLoadDelegate(delegate:).",
            spellings: [
                .naver: "NMFMapViewLoadDelegate", .maplibre: APISpelling("MLNMapViewDelegate", isSearched: false),
                .tomtom: APISpelling("MapViewDelegate", isSearched: false),
                .rm: APISpelling("RMMapViewDelegate", isSearched: false),
            ],
            members: [
                .naver: [
                    "NMFMapViewLoadDelegate", "~func NMFMapViewLoadDelegate.mapViewDidFinishLoadingMap(_:)",
                ]
            ]),
        APIConcept(
            "type.loadDelegate.add", .method, "Adds an observer told when the map has loaded.",
            naver: .hand(
                "NAVER keeps a list of NMFMapViewLoadDelegate objects.", "~NMFMapView.addLoadDelegate(delegate:)",
                "~NMFMapView.removeLoadDelegate(delegate:)"),
            maplibre: .none("MapLibre tells its one delegate: the port sets delegate = self for the ready callback."),
            tomtom: .none("TomTom tells its map view's one delegate: the port sets it where the view is made."),
            rm: .none("route-me's map is ready when made: the port runs the ready callback's body where it was added.")
        ),
        APIConcept(
            "type.coordinate", .method, "A WGS84 position made from latitude and longitude in degrees.",
            spellings: [
                .naver: "NMGLatLng(lat: $lat, lng: $lng)",
                .maplibre: "CLLocationCoordinate2D(latitude: $lat, longitude: $lng)",
                .tomtom: "CLLocationCoordinate2D(latitude: $lat, longitude: $lng)",
                .rm: "CLLocationCoordinate2D(latitude: $lat, longitude: $lng)",
            ],
            members: [
                .naver: ["NMGLatLng.init(lat:lng:)"], .maplibre: ["CLLocationCoordinate2D.init(latitude:longitude:)"],
                .tomtom: ["CLLocationCoordinate2D.init(latitude:longitude:)"],
                .rm: ["CLLocationCoordinate2D.init(latitude:longitude:)"],
            ]),
    ]

    /// A gesture switch as two statements (off, on) and the property itself.
    static func gestureSwitch(
        _ name: String, _ summary: String, naver: String?, maplibre: String?, rm: String?, tomtom: [String],
        gaps: [PortingStyle: String], differences: [String]
    ) -> [APIConcept] {
        func spell(_ member: String?, _ suffix: String) -> APISpelling? {
            member.map { APISpelling("$map.\($0)\(suffix)") }
        }
        func spellings(_ suffix: String, tomtom: APISpelling?) -> [PortingStyle: APISpelling] {
            var result: [PortingStyle: APISpelling] = [:]
            result[.naver] = spell(naver, suffix)
            result[.maplibre] = spell(maplibre, suffix)
            result[.rm] = spell(rm, suffix)
            result[.tomtom] = tomtom
            return result
        }
        let list = tomtom.map { "." + $0 }
        let off =
            list.count == 1
            ? "$map.disabledGestures.append(\(list[0]))"
            : "$map.disabledGestures.append(contentsOf: [\(list.joined(separator: ", "))])"
        let on =
            list.count == 1
            ? "$map.disabledGestures.removeAll { $0 == \(list[0]) }"
            : "$map.disabledGestures.removeAll { [\(list.joined(separator: ", "))].contains($0) }"
        var propertyGaps = gaps
        if propertyGaps[.tomtom] == nil { propertyGaps[.tomtom] = tomTomSwitch }
        return [
            APIConcept(
                "gestures.\(name).disable", .statement, "Turns the \(summary) off.",
                spellings: spellings(" = false", tomtom: tomtom.isEmpty ? nil : APISpelling(off)), gaps: gaps,
                differences: differences),
            APIConcept(
                "gestures.\(name).enable", .statement, "Turns the \(summary) on.",
                spellings: spellings(" = true", tomtom: tomtom.isEmpty ? nil : APISpelling(on)), gaps: gaps,
                differences: differences),
            APIConcept(
                "gestures.\(name).enabled", .property, "Whether the \(summary) is on.",
                spellings: spellings("", tomtom: nil), gaps: propertyGaps, differences: differences,
                members: members(naver: naver, maplibre: maplibre, rm: rm)),
        ]
    }

    static let defaultOwners: [PortingStyle: String] = [
        .naver: "NMFMapView", .maplibre: "MLNMapView", .rm: "RMMapView",
    ]

    /// The map views' properties behind a gesture switch.
    static func members(naver: String?, maplibre: String?, rm: String?) -> [PortingStyle: [APIMember]] {
        var result: [PortingStyle: [APIMember]] = [:]
        for (style, name) in [(PortingStyle.naver, naver), (.maplibre, maplibre), (.rm, rm)] {
            if let name, let owner = defaultOwners[style] { result[style] = [APIMember("\(owner).\(name)")] }
        }
        return result
    }

    static let gestures: [APIConcept] =
        gestureSwitch(
            "scroll", "one-finger pan (scroll)", naver: "isScrollGestureEnabled", maplibre: "isScrollEnabled",
            rm: "draggingEnabled", tomtom: ["pan"], gaps: [:], differences: ["deceleration"])
        + gestureSwitch(
            "zoom", "zoom gestures (pinch, double tap, two-finger tap, one-finger zoom)",
            naver: "isZoomGestureEnabled", maplibre: "isZoomEnabled", rm: nil,
            tomtom: ["pinch", "doubleTap", "twoFingerTap", "doubleTapAndPan"],
            gaps: [
                .rm:
                    "route-me has no zoom switch. Leave zooming on, or filter the touches before they reach the map."
            ], differences: ["doubleTapZoom", "twoFingerTapZoom", "twoFingerTapAnchor", "quickZoom"])
        + gestureSwitch(
            "tilt", "two-finger tilt", naver: "isTiltGestureEnabled", maplibre: "isPitchEnabled", rm: nil,
            tomtom: ["tilt"], gaps: [.rm: noTilt], differences: ["exclusions"])
        + gestureSwitch(
            "rotate", "two-finger rotation", naver: "isRotateGestureEnabled", maplibre: "isRotateEnabled", rm: nil,
            tomtom: ["rotate"], gaps: [.rm: noRotate], differences: ["northSnap", "exclusions"])
        + gestureSwitch(
            "stop", "stop gesture (a tap stops a camera animation)", naver: "isStopGestureEnabled", maplibre: nil,
            rm: nil, tomtom: [],
            gaps: [
                .maplibre:
                    "MapLibre has no switch for the stop gesture; a tap always stops an animation. Drop the line.",
                .tomtom: "TomTom has no switch for the stop gesture; a tap always stops an animation. Drop the line.",
                .rm: "route-me has no switch for the stop gesture; a tap always stops an animation. Drop the line.",
            ], differences: [])
        + [
            APIConcept(
                "gestures.disabledList", .property, "The fine list of disabled gestures.",
                spellings: [.tomtom: "$map.disabledGestures = $list"],
                gaps: [
                    .naver:
                        "NAVER has five coarse switches, no list. Set isScrollGestureEnabled, isZoomGestureEnabled, isTiltGestureEnabled, isRotateGestureEnabled for the kinds in the list.",
                    .maplibre:
                        "MapLibre has four coarse switches, no list. Set isScrollEnabled, isZoomEnabled, isRotateEnabled, isPitchEnabled for the kinds in the list.",
                    .rm: "route-me has only draggingEnabled. Set it for .pan; the other kinds have no switch.",
                ], differences: ["exclusions"], members: [.tomtom: ["TomTomMap.disabledGestures"]]),
            APIConcept(
                "gestures.exclusions", .method, "Which gestures block a gesture while they are in progress.",
                spellings: [.tomtom: "$map.setExclusiveGestures(gesture: $gesture, blockedGestures: $blocked)"],
                gaps: [
                    .naver:
                        "NAVER has no exclusion table: its gestures decide among themselves. Drop the call and check the gestures by hand.",
                    .maplibre:
                        "MapLibre has no exclusion table; add a gesture recognizer whose shouldRecognizeSimultaneously answers for the pair.",
                    .rm: "route-me has no exclusion table. Drop the call and check the gestures by hand.",
                ], differences: ["exclusions"],
                members: [.tomtom: ["TomTomMap.setExclusiveGestures(gesture:blockedGestures:)"]]),
            deceleration("normal", maplibre: "MLNMapViewDecelerationRateNormal", rm: "normal"),
            deceleration("fast", maplibre: "MLNMapViewDecelerationRateFast", rm: "fast"),
            deceleration("immediate", maplibre: "MLNMapViewDecelerationRateImmediate", rm: "off"),
            APIConcept(
                "gestures.addRecognizer", .method, "Adds an app gesture recognizer that goes before the built-in ones.",
                spellings: [.maplibre: "$map.addGestureRecognizer($recognizer)"],
                gaps: [
                    .naver:
                        "A tap or long-press recognizer whose handler reads only its location becomes mapView(_:didTapMap:point:) or mapView(_:didLongTapMap:point:) of the touch delegate. Other recognizers go on NMFMapView as on any UIView (addGestureRecognizer(_:)), where NAVER's own gestures may compete with them: port the handler by hand.",
                    .tomtom:
                        "A tap or long-press recognizer whose handler reads only its location becomes the .tapped or .longPressed case of map(_:onInteraction:); move other handlers into that switch.",
                    .rm:
                        "A tap or long-press recognizer whose handler reads only its location becomes singleTap(onMap:at:) or longPress(onMap:at:); move other handlers into RMMapViewDelegate.",
                ], members: [.maplibre: ["MLNMapView.addGestureRecognizer(_:)"]]),
        ]

    static func deceleration(_ name: String, maplibre: String, rm: String) -> APIConcept {
        // route-me's modes are C constants: `RMMapDecelerationOff`.
        let constant = "RMMapDeceleration" + rm.prefix(1).uppercased() + rm.dropFirst()
        return APIConcept(
            "gestures.deceleration.\(name)", .statement, "Sets the drift after a pan is released to \(name).",
            spellings: [
                .maplibre: APISpelling("$map.decelerationRate = \(maplibre)"),
                .rm: APISpelling("$map.decelerationMode = \(constant)"),
            ],
            gaps: [
                // NMFMapView.h `scrollFriction`: 0–1, larger is stronger, 0.088 by default.
                .naver:
                    "NAVER sets a friction per gesture instead (scrollFriction, zoomFriction, rotateFriction: 0–1, larger stops sooner; scrolling's default is 0.088). Choose the values by hand.",
                .tomtom: "TomTom has no deceleration setting. Drop the line.",
            ], differences: ["deceleration"],
            members: [.maplibre: [APIMember(maplibre)], .rm: [APIMember(constant)]])
    }

    static let camera: [APIConcept] = [
        APIConcept(
            "camera.move.centerZoom", .statement, "Moves the camera at once to a centre and zoom, reason developer.",
            spellings: [
                .naver:
                    "$map.moveCamera(NMFCameraUpdate(scrollTo: NMGLatLng(lat: $lat, lng: $lng), zoomTo: $zoom))",
                .maplibre:
                    "$map.setCenter(CLLocationCoordinate2D(latitude: $lat, longitude: $lng), zoomLevel: $zoom, animated: false)",
                .tomtom:
                    "$map.moveCamera(CameraUpdate(position: CLLocationCoordinate2D(latitude: $lat, longitude: $lng), zoom: $zoom))",
                // route-me's `setZoom:atCoordinate:animated:` (route-me RMMapView.h, Mapbox-era): one move.
                .rm:
                    "$map.setZoom($zoom, at: CLLocationCoordinate2D(latitude: $lat, longitude: $lng), animated: false)",
            ], differences: ["zoomRange"],
            members: [
                .naver: ["NMFCameraUpdate.init(scrollTo:zoomTo:)"],
                .maplibre: ["MLNMapView.setCenter(_:zoomLevel:animated:)"], .rm: ["RMMapView.setZoom(_:at:animated:)"],
            ])
    ]

    /// Why a port to NAVER cannot switch a built-in control (ports make an `NMFMapView`; the switches are
    /// `NMFNaverMapView`'s, navermaps/ios-map-sdk NMFNaverMapView.h).
    static let naverWrapperOnly =
        "NAVER's control switches (showCompass, showLocationButton) are on the wrapper view NMFNaverMapView; a port makes an NMFMapView, which has none. Keep an NMFNaverMapView and set it there, or drop the line."

    static let controls: [APIConcept] = [
        APIConcept(
            "controls.compass.hide", .statement, "Hides the compass.",
            spellings: [
                .naver: APISpelling("$map.showCompass = false", isWritten: false),
                .maplibre: "$map.compassView.compassVisibility = .hidden",
            ],
            gaps: [
                .naver: naverWrapperOnly,
                .tomtom:
                    "TomTom sets a policy on MapView: compassButtonVisibilityPolicy = .visibleWhenNeeded or .hidden.",
                .rm: "route-me has no compass switch (its compass shows only while heading tracking turns the map).",
            ], differences: ["compass"]),
        APIConcept(
            "controls.compass.show", .statement, "Shows the compass while the map is turned (or tilted, in NAVER).",
            spellings: [
                .naver: APISpelling("$map.showCompass = true", isWritten: false),
                .maplibre: "$map.compassView.compassVisibility = .adaptive",
            ],
            gaps: [
                .naver: naverWrapperOnly,
                .tomtom:
                    "TomTom sets a policy on MapView: compassButtonVisibilityPolicy = .visibleWhenNeeded or .hidden.",
                .rm: "route-me has no compass switch (its compass shows only while heading tracking turns the map).",
            ], differences: ["compass"]),
        APIConcept(
            "controls.locationButton", .property, "Whether the current-location (recenter) button shows.",
            spellings: [.naver: APISpelling("$map.showLocationButton", isWritten: false)],
            gaps: [
                .naver: naverWrapperOnly,
                .tomtom:
                    "TomTom sets a policy on MapView: currentLocationButtonVisibilityPolicy = .visible or .hidden.",
                .maplibre: "MapLibre has no location button. Build one that sets userTrackingMode.",
                // RMUserTrackingBarButtonItem.h (route-me): initWithMapView:, a UIBarButtonItem.
                .rm:
                    "route-me's location button is a toolbar item, not a control on the map: put RMUserTrackingBarButtonItem(mapView:) in the app's toolbar or navigation bar.",
            ],
            members: [
                .naver: ["NMFNaverMapView.showLocationButton"]
            ]),
        .only(
            .tomtom, "controls.locationButton.policy", .property,
            "When the current-location button shows: always, never, or except while centred on the user.",
            .hand(
                "TomTom's policy and its cases.", "MapView.currentLocationButtonVisibilityPolicy",
                "MapView.CurrentLocationButtonVisibilityPolicy",
                "static MapView.CurrentLocationButtonVisibilityPolicy.hidden",
                "static MapView.CurrentLocationButtonVisibilityPolicy.visible",
                "static MapView.CurrentLocationButtonVisibilityPolicy.hiddenWhenCentered"),
            reasons: [
                .naver:
                    "NAVER's location button is on or off (NMFNaverMapView's showLocationButton): it has no policy. Set the switch.",
                .maplibre: "MapLibre has no location button on the map. Drop the line.",
                .rm:
                    "route-me's location button is a toolbar item (RMUserTrackingBarButtonItem) that the app shows or hides itself.",
            ]),
    ]

    static let taps: [APIConcept] = [
        APIConcept(
            "tap.map", .delegateMethod, "The map itself was tapped (nothing above it took the tap).",
            spellings: [
                .naver: "func didTapMapView(_ $point: CGPoint, latLng $coordinate: NMGLatLng) $body",
                .tomtom: APISpelling(
                    "func map(_ map: TomTomMap, onInteraction interaction: MapInteraction) { guard case .tapped(let $coordinate) = interaction, let $point = map.pointForCoordinate(coordinate: $coordinate) else { return }; _ = $point; do $body }",
                    review: oneInteractionMethod),
            ],
            gaps: [
                .maplibre:
                    "MapLibre has no map-tap callback. Add a tap recognizer that requires the built-in single tap to fail, and convert its location with convert(_:).",
                .rm:
                    "route-me's singleTap(onMap:at:) passes the point only. Implement it and compute the coordinate with pixel(toCoordinate:).",
            ], members: [.naver: ["func NMFMapViewDelegate.didTapMapView(_:latLng:)"]]),
        APIConcept(
            "tap.map.rm", .delegateMethod, "The map itself was tapped, reported with the point only.",
            spellings: [
                .rm: "func singleTap(onMap $map: RMMapView!, at $point: CGPoint) $body",
                .tomtom: interactionCase("tapped"),
            ],
            gaps: [
                .naver: "NAVER passes the point and the coordinate: implement didTapMapView(_:latLng:).",
                .maplibre: "MapLibre has no map-tap callback. Add a fallback tap recognizer.",
            ],
            members: [
                .rm: ["func RMMapViewDelegate.singleTap(onMap:at:)"], .tomtom: ["~static MapInteraction.tapped"],
            ]),
        APIConcept(
            "tap.symbol", .delegateMethod, "A basemap symbol was tapped; returning true consumes the tap.",
            spellings: [.naver: "func mapView(_ $map: NMFMapView, didTap $symbol: NMFSymbol) -> Bool"],
            gaps: [
                .maplibre: "MapLibre reports no symbol taps. Query the rendered features under a fallback tap instead.",
                // TomTomSDKMapDisplay `RenderedFeatureActions.mapFeatures(coordinate:)`, topmost layer first.
                .tomtom:
                    "TomTom reports no taps on basemap labels: in the .tapped case of map(_:onInteraction:), read mapFeatures(coordinate:) and act on a label's RenderedFeature (its styleLayerID and properties).",
                .rm: "route-me has no basemap symbols. Drop the method.",
            ],
            members: [
                .naver: [
                    "func NMFMapViewDelegate.mapView(_:didTap:)", "func NMFMapViewTouchDelegate.mapView(_:didTap:)",
                ]
            ]),
        APIConcept(
            "overlay.touchHandler", .statement, "An overlay's tap handler; returning true consumes the tap.",
            spellings: [.naver: "$overlay.touchHandler = $handler"],
            gaps: [
                .maplibre: "MapLibre overlays have no tap handler. Use annotation selection (didSelect) instead.",
                .tomtom:
                    "TomTom markers always consume their taps and report them as `.tappedOnAnnotation` in map(_:onInteraction:).",
                .rm: "route-me places annotations, not overlays with handlers. Use tap(on:onMap:) or selection.",
            ], members: [.naver: ["NMFOverlay.touchHandler"]]),
        APIConcept(
            "tap.interactions", .delegateMethod, "TomTom's single callback for every map interaction.",
            spellings: [.tomtom: "func map(_ $map: TomTomMap, onInteraction $interaction: MapInteraction)"],
            gaps: [
                .naver:
                    "NAVER splits interactions over didTapMapView(_:latLng:) and the touch delegate; pans, pinches and double taps are not reported. Split the switch by hand.",
                .maplibre:
                    "MapLibre reports camera changes with a reason (regionDidChangeWith) and no taps. Split the switch by hand.",
                .rm:
                    "route-me has one delegate method per interaction (singleTap(onMap:at:), doubleTap(onMap:at:), longPress(onMap:at:)…). Split the switch by hand.",
            ], members: [.tomtom: ["func MapDelegate.map(_:onInteraction:)"]]),
    ]

    static let annotations: [APIConcept] = [
        APIConcept(
            "annotation.calloutOffset", .property, "Moves the callout by an offset (down and right positive).",
            spellings: [.rm: "$layer.calloutOffset"],
            gaps: [
                .naver:
                    "NAVER offsets its callout, an NMFInfoWindow, with offsetX and offsetY in points: set them on the info window (check the sign).",
                .maplibre: "MapLibre has no callout offset (MLNAnnotationView.h). Drop it.",
                .tomtom: tomTomNoCallouts,
            ],
            members: [.rm: ["RMMapLayer.calloutOffset"], .naver: ["~NMFInfoWindow.offsetX", "~NMFInfoWindow.offsetY"]]),
        APIConcept(
            "annotation.canShowCallout", .property, "Whether selecting the annotation shows a callout.",
            spellings: [.rm: "$layer.canShowCallout"],
            gaps: [
                .naver:
                    "NAVER shows no callout on a tap by itself: open an NMFInfoWindow on the marker from its touchHandler (infoWindow.open(with: marker)).",
                .maplibre: "MapLibre asks the delegate: implement mapView(_:annotationCanShowCallout:).",
                .tomtom: tomTomNoCallouts,
            ],
            members: [
                .rm: ["RMMapLayer.canShowCallout"],
                .maplibre: ["func MLNMapViewDelegate.mapView(_:annotationCanShowCallout:)"],
            ]),
        APIConcept(
            "annotation.setPosition", .method, "Moves the annotation to a screen point, optionally animated.",
            spellings: [.rm: "$layer.setPosition($point, animated: $animated)"],
            gaps: [
                .naver: "Set the overlay's position to a coordinate instead.",
                .maplibre: "Set the annotation's coordinate instead.",
                .tomtom: "Remove the marker and add it at the new coordinate.",
            ], members: [.rm: ["RMMapLayer.setPosition(_:animated:)"]]),
        APIConcept(
            "annotation.shouldDrag", .delegateMethod, "Whether a long press may start dragging the annotation.",
            spellings: [.rm: "func mapView(_ $map: RMMapView!, shouldDrag $annotation: RMAnnotation!) -> Bool"],
            gaps: [
                .naver: "NAVER overlays cannot be dragged. Drop the method.",
                .maplibre: "MapLibre has no such hook: set isDraggable on the annotation view.",
                .tomtom: tomTomNoDrag,
            ], members: [.rm: ["func RMMapViewDelegate.mapView(_:shouldDrag:)"]]),
    ]
}

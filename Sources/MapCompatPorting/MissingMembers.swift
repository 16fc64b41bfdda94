/// Members of the source vendor's types left on a value whose type the port made the target's: no rule rewrote
/// them (`mapView.cameraEdgeInsets` on NAVER's `NMFMapView`, `marker.title` on TomTom's `Marker`), and the
/// target's type does not declare them, so the line would not compile.
///
/// The file says what each name is (``TypeModel``): a map view, a marker, a camera. A member is missing when the
/// source's types of that kind declare it (the ``APIMap`` lists every public member of each adapter) and the
/// target's do not. Members of neither (the app's own extensions, UIKit's) are left alone. A statement using one
/// is commented out (`DependentLines`), and what depends on it goes with it.
enum MissingMembers {
    /// The vendor types of each kind of value, per style: a member of any of them counts as the kind's.
    static let owners: [PortingStyle: [TypeModel.Role: [String]]] = [
        .naver: [
            .mapView: ["NMFMapView", "NMFNaverMapView"], .marker: ["NMFMarker", "NMFOverlay"],
            .camera: ["NMFCameraPosition"], .locationSource: ["NMFLocationManager"],
            .shape: ["NMFPolylineOverlay", "NMFPolygonOverlay", "NMFCircleOverlay", "NMFOverlay"],
        ],
        .maplibre: [
            .mapView: ["MLNMapView"], .marker: ["MLNPointAnnotation", "MLNShape", "MLNAnnotation"],
            .camera: ["MLNMapCamera"], .locationSource: ["MLNLocationManager"],
            .shape: ["MLNPolyline", "MLNPolygon", "MLNMultiPoint", "MLNShape", "MLNAnnotation"],
        ],
        .tomtom: [
            .mapView: ["TomTomMap"], .mapContainerView: ["MapView"], .marker: ["Marker", "Annotation"],
            .camera: ["CameraProperties"], .locationSource: ["LocationProvider"],
            .shape: ["Line", "Polygon", "Circle", "ShapeAnnotation", "Annotation"],
        ],
        .rm: [.mapView: ["RMMapView"], .marker: ["RMAnnotation", "RMPointAnnotation"]],
    ]

    /// The kinds of value whose vendor types are views (UIView subclasses), per style: TomTom's map is not one,
    /// its `MapView` is.
    static func isView(_ role: TypeModel.Role, _ style: PortingStyle) -> Bool {
        style == .tomtom ? role == .mapContainerView : role == .mapView
    }

    /// UIView's members that apps use on a map view (UIKit's `UIView`): every style's map view has them, TomTom's
    /// `TomTomMap` none.
    static let viewMembers: Set<String> = [
        "frame", "bounds", "center", "isHidden", "alpha", "transform", "tag", "backgroundColor", "tintColor",
        "isUserInteractionEnabled", "accessibilityLabel", "accessibilityHint", "accessibilityValue",
        "accessibilityTraits", "isAccessibilityElement", "clipsToBounds", "translatesAutoresizingMaskIntoConstraints",
        "autoresizingMask", "subviews", "superview", "gestureRecognizers", "addGestureRecognizer",
        "removeGestureRecognizer", "addSubview", "insertSubview", "removeFromSuperview", "bringSubviewToFront",
        "sendSubviewToBack", "layoutSubviews", "setNeedsLayout", "layoutIfNeeded", "safeAreaInsets",
        "contentScaleFactor", "sizeThatFits", "sizeToFit", "intrinsicContentSize", "convert", "layer", "window",
        "setNeedsUpdateConstraints", "updateConstraintsIfNeeded", "layoutMargins", "directionalLayoutMargins",
        "traitCollection", "isOpaque", "contentMode", "semanticContentAttribute", "topAnchor", "bottomAnchor",
        "leadingAnchor", "trailingAnchor", "widthAnchor", "heightAnchor",
        "centerXAnchor", "centerYAnchor", "snapshotView", "setNeedsDisplay",
    ]

    /// Vendor classes that are views: a class that subclassed one and loses it loses UIView's members too.
    static let viewClasses: Set<String> = [
        "MLNAnnotationView", "MLNUserLocationAnnotationView", "MLNMapView", "NMFMapView", "NMFNaverMapView",
        "RMMapView", "MapView",
    ]

    /// What a type of the app cannot inherit or adopt as the source's type did, per target: the final classes
    /// (TomTomStyle's `public final class` map and marker), and the location-source protocols, whose requirements
    /// differ from every other style's (TomTom's `LocationProvider` is enabled and observed, MapLibre's
    /// `MLNLocationManager` has a delegate), so a conformance written for another cannot satisfy them.
    static let unadoptable: [PortingStyle: Set<String>] = [
        .tomtom: ["TomTomMap", "Marker", "LocationProvider"], .maplibre: ["MLNLocationManager"],
    ]

    /// What every map view of the package has from the core (`CoreBackedView`): headless input and time.
    static let coreMembers: Set<String> = ["core", "handle", "advance", "now", "isIdle", "settle"]

    /// NSObject's members, which every vendor class has.
    static let objectMembers: Set<String> = ["description", "debugDescription", "hash", "isEqual", "copy"]

    /// The instance members of each style's kinds of value, from the ``APIMap``.
    static let declared: [PortingStyle: [TypeModel.Role: Set<String>]] = {
        var result: [PortingStyle: [TypeModel.Role: Set<String>]] = [:]
        forEachInstanceMember { style, roles, member in
            let name = member.name
            for role in roles { result[style, default: [:]][role, default: []].insert(name) }
        }
        return result
    }()

    /// Calls `body` with each instance member (or requirement) of the ``APIMap`` whose owner is a type of some
    /// kind of value in ``owners``, with those kinds, in the map's order. Each member's owner is read once.
    private static func forEachInstanceMember(
        _ body: (PortingStyle, [TypeModel.Role], APIMember) -> Void
    ) {
        // owners inverted: per style, the kinds each type belongs to.
        let roles: [PortingStyle: [String: [TypeModel.Role]]] = owners.mapValues { types in
            var byType: [String: [TypeModel.Role]] = [:]
            for (role, names) in types.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                for name in names { byType[name, default: []].append(role) }
            }
            return byType
        }
        for concept in APIMap.concepts {
            for (style, members) in concept.members {
                guard let byType = roles[style] else { continue }
                for member in members where member.use == .instance || member.use == .requirement {
                    if let kinds = byType[member.owner] { body(style, kinds, member) }
                }
            }
        }
    }

    /// The members a value of `role` has in `style`, with what it inherits.
    static func members(_ role: TypeModel.Role, _ style: PortingStyle) -> Set<String> {
        var result = declared[style]?[role] ?? spelledMembers(of: style).union(style.types.members[role] ?? [])
        result.formUnion(objectMembers)
        if isView(role, style) { result.formUnion(viewMembers) }
        if role == .mapView || role == .mapContainerView { result.formUnion(coreMembers) }
        return result
    }

    /// The members a described style's spellings name (`delegate` in `$receiver.delegate`): all that is known of
    /// a style whose adapter the API map does not list, for every kind of value.
    static func spelledMembers(of style: PortingStyle) -> Set<String> {
        var names: Set<String> = []
        for spelling in style.spellings.values {
            let tokens = SwiftTokenizer(spelling.template).tokenize()
            for (index, token) in tokens.enumerated().dropFirst() where token.kind == .identifier {
                if tokens[index - 1].text == "." || tokens[index - 1].text == "func" { names.insert(token.text) }
            }
        }
        return names
    }

    /// The members a value of `role` had in the source: TomTom's map view was both its `MapView` and its
    /// `TomTomMap`, and a port to TomTom makes another style's map view a `MapView`.
    static func sourceMembers(_ role: TypeModel.Role, _ source: PortingStyle) -> Set<String> {
        let roles: [TypeModel.Role] =
            role == .mapView || role == .mapContainerView ? [.mapView, .mapContainerView] : [role]
        return roles.reduce(into: Set<String>()) { $0.formUnion(members($1, source)) }
    }

    /// The kinds of value whose members the target's app cannot set: NAVER's `NMFCameraPosition` is immutable
    /// (NMFCameraPosition.h declares its properties `readonly`; the app makes a new one).
    static let readOnly: [PortingStyle: Set<TypeModel.Role>] = [.naver: [.camera]]

    /// Members the target's app can read but not set: MapLibre's shapes take their positions when they are made
    /// (`MLNMultiPoint.coordinates` is read-only; `setCoordinates(_:count:)` replaces them).
    static let readOnlyMembers: [PortingStyle: [TypeModel.Role: Set<String>]] = [.maplibre: [.shape: ["coordinates"]]]

    /// The members each kind of value lacks after a port from `source` to `target`.
    static func missing(from source: PortingStyle, to target: PortingStyle) -> [TypeModel.Role: Set<String>] {
        guard source != target else { return [:] }
        // The kinds the built-in styles' adapters list, and any other a style's description lists members of.
        let listed: [TypeModel.Role] = [.mapView, .mapContainerView, .marker, .camera, .locationSource, .shape]
        let roles =
            listed + source.types.members.keys.filter { !listed.contains($0) }.sorted { $0.rawValue < $1.rawValue }
        var result = Dictionary(
            uniqueKeysWithValues: roles.map { ($0, sourceMembers($0, source).subtracting(members($0, target))) })
        // A port to TomTom may leave a map call on the `MapView`: the map's members are missing there too.
        if target == .tomtom {
            result[.mapContainerView, default: []].formUnion(
                members(.mapView, .tomtom).subtracting(members(.mapContainerView, .tomtom)))
        }
        return result
    }

    /// What one port checks: the members each kind of value lacks, the kinds it cannot set, the types it cannot
    /// make, and each side's method labels.
    struct Check {
        var missing: [TypeModel.Role: Set<String>]
        var readOnly: Set<TypeModel.Role>
        var readOnlyMembers: [TypeModel.Role: Set<String>]
        var unmade: Set<String>
        var unmadeEmpty: Set<String>
        var source: [TypeModel.Role: [String: [[String]]]]
        var target: [TypeModel.Role: [String: [[String]]]]
        /// The source's initialisers per kind of value, and the target's per type (``initializers``).
        var sourceInitializers: [TypeModel.Role: [[String]]]
        var targetInitializers: [String: (role: TypeModel.Role, labels: [[String]])]

        init(from source: PortingStyle, to target: PortingStyle) {
            missing = MissingMembers.missing(from: source, to: target)
            readOnly = source == target ? [] : MissingMembers.readOnly[target] ?? []
            readOnlyMembers = source == target ? [:] : MissingMembers.readOnlyMembers[target] ?? [:]
            unmade = source == target ? [] : unconstructible[target] ?? []
            unmadeEmpty = source == target ? [] : madeOnlyWithArguments[target] ?? []
            self.source = source == target ? [:] : labels[source] ?? [:]
            self.target = labels[target] ?? [:]
            sourceInitializers = [:]
            targetInitializers = [:]
            guard source != target else { return }
            for (role, types) in owners[source] ?? [:] {
                sourceInitializers[role] = types.flatMap { initializers[source]?[$0] ?? [] }
            }
            for (role, types) in owners[target] ?? [:] {
                for type in types {
                    if let known = initializers[target]?[type] { targetInitializers[type] = (role, known) }
                }
            }
        }

        /// The uses in a code line of members the target's types lack (`name.member`, a cast read at once, a
        /// member of a member whose kind is known), of members of a read-only kind that the line sets, of methods
        /// called with labels only the source's take, and of types the target cannot make; none in a line that
        /// declares a type.
        /// `implicit` adds the uses without a typed value (``ImplicitUses``) in the body of `selfType`.
        func uses(
            _ code: String, names: [String: TypeModel.Role], implicit: ImplicitUses? = nil, selfType: String? = nil
        ) -> [String] {
            // Each use is a member read (`.`) or a call (`(`), or a bare name in a vendor type's body.
            let inVendorType = selfType.flatMap { implicit?.selfRoles[$0] } != nil
            guard !missing.isEmpty,
                inVendorType || code.utf8.contains(UInt8(ascii: ".")) || code.utf8.contains(UInt8(ascii: "("))
            else { return [] }
            let tokens = SwiftTokenizer(code).tokenize().filter { !$0.isTrivia }
            guard !tokens.contains(where: { ["class", "struct", "enum", "extension", "protocol"].contains($0.text) })
            else { return [] }
            var found: [String] = []
            func add(_ use: String) { if !found.contains(use) { found.append(use) } }
            implicit?.uses(tokens, missing: missing, selfType: selfType).forEach(add)
            // A string's interpolations are code too (`"\(manager.authorizationStatus)"`).
            for code in tokens.flatMap(\.interpolatedCode) { uses(code, names: names).forEach(add) }
            for (offset, token) in tokens.enumerated() where token.kind == .identifier {
                // A target type the app cannot make, made: `Marker()`, or made without the arguments it needs:
                // `CameraProperties()`.
                if offset + 1 < tokens.count, tokens[offset + 1].text == "(",
                    offset == 0 || tokens[offset - 1].text != ".",
                    unmade.contains(token.text)
                        || unmadeEmpty.contains(token.text) && offset + 2 < tokens.count
                            && tokens[offset + 2].text == ")"
                {
                    add("\(token.text)(…)")
                    continue
                }
                // A target type made with the labels of the source's initialiser it was renamed from:
                // `NMFCameraPosition(latLng, zoom: 18)` has no `MLNMapCamera(_:zoom:)`.
                if offset + 1 < tokens.count, token.text.utf8.first.map({ $0 >= 0x41 && $0 <= 0x5A }) == true,
                    tokens[offset + 1].text == "(", offset == 0 || tokens[offset - 1].text != ".",
                    let (role, known) = targetInitializers[token.text],
                    let call = callLabels(tokens, open: offset + 1), !call.labels.isEmpty,
                    !known.contains(where: { fits(call.labels, trailingClosure: call.trailingClosure, $0) }),
                    (sourceInitializers[role] ?? []).contains(where: {
                        fits(call.labels, trailingClosure: call.trailingClosure, $0)
                    })
                {
                    add("\(token.text)(\(call.labels.map { $0 + ":" }.joined()))")
                    continue
                }
                // A cast read at once: `(value as? Marker)?.member`.
                if offset >= 2, tokens[offset - 1].text == "?" || tokens[offset - 1].text == "!",
                    tokens[offset - 2].text == "as", let role = StyleTypes.builtIn.roles[token.text],
                    offset + 4 < tokens.count, tokens[offset + 1].text == ")",
                    case let dot = tokens[offset + 2].text == "." ? offset + 2 : offset + 3, tokens[dot].text == ".",
                    missing[role]?.contains(tokens[dot + 1].text) == true
                {
                    add("\(token.text).\(tokens[dot + 1].text)")
                    continue
                }
                guard let role = names[token.text] else { continue }
                // The name itself, or `self.name`; not another value's member of the same name, unless that value
                // is of no kind the port knows and the name is a map view's: apps reach the map view through the
                // object that holds it (`controller.mapView.settings`), declared in another file.
                if offset > 0, tokens[offset - 1].text == ".", offset < 2 || tokens[offset - 2].text != "self",
                    role != .mapView || offset < 2 || tokens[offset - 2].kind != .identifier
                        || names[tokens[offset - 2].text] != nil
                {
                    continue
                }
                var next = offset + 1
                while next < tokens.count, tokens[next].text == "?" || tokens[next].text == "!" { next += 1 }
                guard next + 1 < tokens.count, tokens[next].text == ".", tokens[next + 1].kind == .identifier else {
                    continue
                }
                // A member set where the target's kind, or that member, is read-only.
                let cannotSet =
                    readOnly.contains(role) || readOnlyMembers[role]?.contains(tokens[next + 1].text) == true
                let isSet =
                    cannotSet && next + 2 < tokens.count
                    && ["=", "+=", "-=", "*=", "/="].contains(tokens[next + 2].text)
                // A member whose own kind is known is checked one step further (`map.locationManager.addObserver`).
                if !isSet, missing[role]?.contains(tokens[next + 1].text) != true,
                    let inner = StyleTypes.builtIn.memberRoles[tokens[next + 1].text], next + 3 < tokens.count,
                    tokens[next + 2].text == ".", missing[inner]?.contains(tokens[next + 3].text) == true
                {
                    add("\(token.text).\(tokens[next + 1].text).\(tokens[next + 3].text)")
                    continue
                }
                // A method both have, called with labels only the source's takes (`setCenter(_:zoomLevel:direction:animated:)`).
                let member = tokens[next + 1].text
                if !isSet, missing[role]?.contains(member) != true, next + 2 < tokens.count,
                    tokens[next + 2].text == "(",
                    let call = callLabels(tokens, open: next + 2), let sourceLabels = source[role]?[member],
                    let targetLabels = target[role]?[member],
                    sourceLabels.contains(where: { fits(call.labels, trailingClosure: call.trailingClosure, $0) }),
                    !targetLabels.contains(where: { fits(call.labels, trailingClosure: call.trailingClosure, $0) })
                {
                    add("\(token.text).\(member)(\(call.labels.map { $0 + ":" }.joined()))")
                    continue
                }
                guard isSet || missing[role]?.contains(member) == true else { continue }
                add("\(token.text).\(member)")
            }
            return found
        }
    }

    /// The parameters a function header declares with a vendor type (`_ mapView: TomTomMap`): inside the
    /// function they hide the file's names (a view property and a map parameter may share a name). `known` is
    /// ``StyleTypes/known(involving:)``'s roles, read once per port.
    static func parameterRoles(_ code: String, known: [String: TypeModel.Role]) -> [String: TypeModel.Role] {
        let tokens = SwiftTokenizer(code).tokenize().filter { !$0.isTrivia }
        guard tokens.contains(where: { $0.text == "func" || $0.text == "init" }) else { return [:] }
        var roles: [String: TypeModel.Role] = [:]
        for offset in tokens.indices.dropFirst().dropLast(2) where tokens[offset + 1].text == ":" {
            // `manager: any LocationProvider`.
            let existential = ["any", "some"].contains(tokens[offset + 2].text) && offset + 3 < tokens.count
            let type = tokens[offset + (existential ? 3 : 2)].text
            guard tokens[offset].kind == .identifier, let role = known[type] else { continue }
            roles[tokens[offset].text] = role
        }
        return roles
    }
}

extension MissingMembers {
    /// The vendor protocols among the owners: every other owner is a concrete type.
    static let protocols: Set<String> = ["MLNAnnotation", "Annotation", "MLNLocationManager", "LocationProvider"]

    /// `text` without `any` before the target's concrete types: a source protocol (`any MLNAnnotation`) ported
    /// to a class (NAVER's `NMFOverlay`) takes no `any`, which Swift rejects on a concrete type.
    static func concreteWithoutAny(_ text: String, target: PortingStyle) -> String {
        guard text.containsText("any ") else { return text }
        let concrete = Set((owners[target] ?? [:]).values.joined()).subtracting(protocols)
        let tokens = SwiftTokenizer(text).tokenize()
        var skip: Set<Int> = []
        for index in tokens.indices where tokens[index].text == "any" && tokens[index].kind == .identifier {
            var next = index + 1
            while next < tokens.count, tokens[next].isTrivia, tokens[next].kind != .newline { next += 1 }
            guard next < tokens.count, concrete.contains(tokens[next].text) else { continue }
            skip.formUnion(index..<next)
        }
        guard !skip.isEmpty else { return text }
        return tokens.indices.filter { !skip.contains($0) }.map { tokens[$0].text }.joined()
    }
}

extension MissingMembers {
    /// The argument labels of each method of each style's kinds of value, one list per overload (`_` for an
    /// unlabelled argument), from the ``APIMap``.
    static let labels: [PortingStyle: [TypeModel.Role: [String: [[String]]]]] = {
        var result: [PortingStyle: [TypeModel.Role: [String: [[String]]]]] = [:]
        forEachInstanceMember { style, roles, member in
            guard let labels = member.labels else { return }
            let name = member.name
            for role in roles { result[style, default: [:]][role, default: [:]][name, default: []].append(labels) }
        }
        return result
    }()

    /// Whether a call with `call` labels (and a trailing closure or not) fits a method with `declared` labels:
    /// the call's labels come in the declaration's order, the others having defaults.
    static func fits(_ call: [String], trailingClosure: Bool, _ declared: [String]) -> Bool {
        var remaining = trailingClosure ? declared.dropLast()[...] : declared[...]
        if trailingClosure, declared.isEmpty { return false }
        for label in call {
            guard let index = remaining.firstIndex(of: label) else { return false }
            remaining = remaining[(index + 1)...]
        }
        return true
    }

    /// The labels of the call whose `(` is at `open`, and whether a trailing closure follows; `nil` when the
    /// call does not close in `tokens` (a statement's lines).
    static func callLabels(_ tokens: [SwiftToken], open: Int) -> (labels: [String], trailingClosure: Bool)? {
        var labels: [String] = []
        var depth = 0
        var argumentStart = true
        var index = open
        while index < tokens.count {
            let text = tokens[index].text
            if ["(", "[", "{"].contains(text) { depth += 1 }
            if [")", "]", "}"].contains(text) {
                depth -= 1
                if depth == 0 {
                    return (labels, index + 1 < tokens.count && tokens[index + 1].text == "{")
                }
            }
            if depth == 1, index > open {
                if argumentStart {
                    let labelled =
                        tokens[index].kind == .identifier && index + 1 < tokens.count
                        && tokens[index + 1].text == ":"
                    labels.append(labelled ? text : "_")
                    argumentStart = false
                }
                if text == "," { argumentStart = true }
            }
            index += 1
        }
        return nil
    }
}

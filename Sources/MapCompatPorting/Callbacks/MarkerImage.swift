/// The image asset a marker shows, named where the marker is made: NAVER's `marker.iconImage =
/// NMFOverlayImage(name: "pin")` (NMFOverlayImage `overlayImageWithName:`), route-me's `marker.layer =
/// RMMarker(uiImage: UIImage(named: "pin"))` (RMMarker.h), TomTom's `MarkerOptions(…, pinImage: UIImage(named:
/// "pin") ?? UIImage())`. MapLibre asks its delegate for an annotation's image (`mapView(_:imageFor:)`), so in a
/// port to MapLibre the statement is left to the member-level port, which notes where the image goes.
enum MarkerImage {
    /// The asset a port to route-me or TomTom names when the source names none: both draw a marker from an image.
    static let defaultName = "\"marker_pin\""

    /// The asset `statement` (on the marker `variable`, in `source`) gives the marker, when `target` takes it
    /// where the marker is made; `isDefault` when it is the one a port names for a source that named none, which
    /// every target takes as its own default look.
    static func named(
        in statement: String, on variable: String, _ source: PortingStyle, _ target: PortingStyle
    ) -> (name: String, isDefault: Bool)? {
        let forms: [PortingStyle: (prefix: String, suffix: String)] = [
            .naver: (" = NMFOverlayImage(name: ", ")"), .rm: (" = RMMarker(uiImage: UIImage(named: ", "))"),
        ]
        let members: [PortingStyle: String] = [.naver: "iconImage", .rm: "layer"]
        guard let form = forms[source], let member = members[source] else { return nil }
        for receiver in [variable + "." + member, variable + "?." + member] {
            let head = receiver + form.prefix
            guard statement.hasPrefix(head), statement.hasSuffix(form.suffix) else { continue }
            let name = String(statement.dropFirst(head.count).dropLast(form.suffix.count))
            guard !name.isEmpty, !name.contains("(") else { return nil }
            if name == defaultName { return (name, true) }
            return target == .maplibre ? nil : (name, false)
        }
        return nil
    }

    /// The asset of TomTom's `pinImage` argument written `UIImage(named: "pin") ?? UIImage()` (or with `!`), when
    /// `target` takes it where the marker is made and it is not the default.
    static func tomTomPin(_ argument: String, _ target: PortingStyle) -> String? {
        guard target != .maplibre, argument.hasPrefix("UIImage(named: ") else { return nil }
        let rest = argument.dropFirst("UIImage(named: ".count)
        for suffix in [") ?? UIImage()", ")!"] where rest.hasSuffix(suffix) {
            let name = String(rest.dropLast(suffix.count))
            return name.contains("(") || name == defaultName ? nil : name
        }
        return nil
    }
}

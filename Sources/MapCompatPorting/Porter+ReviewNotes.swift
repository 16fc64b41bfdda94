import MapCompatCore

extension Porter {
    /// The review note for a rewritten hit, or `nil`. `zooms` are the zoom literals the hit binds (source
    /// units), when every zoom it binds is one: a zoom inside both styles' ranges behaves the same in both, so
    /// the zoom-range difference says nothing about that line.
    func reviewNote(_ concept: APIConcept, _ spelling: APISpelling, zooms: [Double]? = nil) -> String? {
        var parts: [String] = []
        if let review = spelling.review { parts.append(review) }
        for key in concept.differences {
            guard let difference = ProfileDifference.named(key), difference.differs(source, target) else { continue }
            if key == "zoomRange", let zooms, !zooms.isEmpty, zooms.allSatisfy(isInBothZoomRanges) { continue }
            parts.append(
                "\(difference.label): \(source.displayName) \(difference.describe(source)), "
                    + "\(target.displayName) \(difference.describe(target))")
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// The zooms a match binds (placeholders named `zoom…`), when each is a number literal; `nil` otherwise.
    func literalZooms(_ match: TemplateMatcher.Match, _ matcher: TemplateMatcher) -> [Double]? {
        var zooms: [Double] = []
        for (name, range) in match.bindings where name.hasPrefix("zoom") {
            guard let value = Double(matcher.text(range).trimming(" \t")) else { return nil }
            zooms.append(value)
        }
        return zooms
    }

    /// Whether a zoom (source units) lies in the source's range and, converted, in the target's.
    func isInBothZoomRanges(_ zoom: Double) -> Bool {
        func contains(_ style: PortingStyle, _ value: Double) -> Bool {
            let limits = style.profile.limits
            return value >= limits.minZoom + style.zoomOffset && value <= limits.maxZoom + style.zoomOffset
        }
        return contains(source, zoom) && contains(target, zoom + target.zoomOffset - source.zoomOffset)
    }
}

import Foundation

/// MapLibre's camera read, changed and set again, as its apps tilt or turn the map (MLNMapCamera's `pitch`,
/// `heading` and `centerCoordinate` are settable, MLNMapCamera.h; `setCamera(_:animated:)`, MLNMapView.h):
///
/// ```swift
/// let camera = mapView.camera
/// camera.pitch = 60
/// mapView.setCamera(camera, animated: false)
/// ```
///
/// Ported away from MapLibre, the group becomes the target's move of only what changed: NAVER's update from
/// parameters (`NMFCameraUpdateParams`' `tilt(to:)`, `rotate(to:)`, `scroll(to:)`, NMFCameraUpdate.h; eased when
/// animated), TomTom's update with those values (`CameraUpdate(position:tilt:rotation:)`, applied when animated),
/// and route-me's centre alone (route-me neither tilts nor turns: a group that does stays as it is, under its notes).
enum MapLibreCameraGroups {
    /// The text with each group in the target's statements (written in the target's style, its values still
    /// the source's), and whether any was.
    static func collapse(_ text: String, protected: Set<Int>, to target: PortingStyle) -> (
        text: String, protected: Set<Int>, changed: Bool
    ) {
        guard target != .maplibre, text.containsText(".setCamera(") else { return (text, protected, false) }
        let original = text.lines().map(String.init)
        var changed = false
        let result = LineRuns.replace(original, protected: protected) { index in
            guard let group = group(at: index, original), !(index...group.end).contains(where: protected.contains),
                let written = statements(group, target)
            else { return nil }
            let indent = String(original[index].prefix { $0 == " " || $0 == "\t" })
            changed = true
            return (group.end, (group.kept + written.map { indent + $0 }).map { (text: $0, protected: false) })
        }
        return (result.text, result.protected, changed)
    }

    struct Group {
        var name: String
        var map: String
        var pitch: String?
        var heading: String?
        var center: String?
        var animated = false
        var end: Int
        /// Blank and comment lines inside the group.
        var kept: [String] = []
    }

    /// The target's statements for a group, or `nil` when the target cannot say it.
    static func statements(_ group: Group, _ target: PortingStyle) -> [String]? {
        switch target {
        case .naver:
            let params = group.name
            let update = "NMFCameraUpdate(params: \(params))"
            var lines = ["let \(params) = NMFCameraUpdateParams()"]
            if let center = group.center { lines.append("\(params).scroll(to: \(center))") }
            if let pitch = group.pitch { lines.append("\(params).tilt(to: \(pitch))") }
            if let heading = group.heading { lines.append("\(params).rotate(to: \(heading))") }
            let eased = "{ let update = \(update); update.animation = .easeIn; return update }()"
            lines.append("\(group.map).moveCamera(\(group.animated ? eased : update))")
            return lines
        case .tomtom:
            let values = [
                group.center.map { "position: \($0)" }, group.pitch.map { "tilt: \($0)" },
                group.heading.map { "rotation: \($0)" },
            ].compactMap { $0 }
            let move = group.animated ? "applyCamera" : "moveCamera"
            return ["\(group.map).\(move)(CameraUpdate(\(values.joined(separator: ", "))))"]
        case .rm:
            guard group.pitch == nil, group.heading == nil, let center = group.center else { return nil }
            return ["\(group.map).setCenter(\(center), animated: \(group.animated))"]
        default:
            return nil
        }
    }

    /// The group whose camera is read at line `index`: `let name = map.camera`, then only its `pitch`, `heading`
    /// and `centerCoordinate` set (each once), then `map.setCamera(name, animated: true|false)`, and the name used
    /// nowhere else in its scope.
    static func group(at index: Int, _ lines: [String]) -> Group? {
        let line = lines[index]
        let code = line.trimming(" \t")
        guard code.hasPrefix("let "), code.hasSuffix(".camera"), let equals = code.range(of: " = ") else { return nil }
        let name = String(code[code.index(code.startIndex, offsetBy: 4)..<equals.lowerBound])
        let map = String(code[equals.upperBound...].dropLast(".camera".count))
        let isName = { (text: String) in text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
        guard !name.isEmpty, isName(name), !map.isEmpty, map.split(separator: ".").allSatisfy({ isName(String($0)) })
        else { return nil }
        var group = Group(name: name, map: map, end: index)
        var next = index + 1
        while next < lines.count {
            let statement = lines[next].trimming(" \t")
            if statement.isEmpty || statement.hasPrefix("//") {
                group.kept.append(lines[next])
                next += 1
                continue
            }
            if let value = NaverCameraUpdateGroups.assignment(statement, name + ".pitch"), group.pitch == nil {
                group.pitch = value
            } else if let value = NaverCameraUpdateGroups.assignment(statement, name + ".heading"),
                group.heading == nil
            {
                group.heading = value
            } else if let value = NaverCameraUpdateGroups.assignment(statement, name + ".centerCoordinate"),
                group.center == nil
            {
                group.center = value
            } else if ["true", "false"].contains(where: { statement == "\(map).setCamera(\(name), animated: \($0))" }) {
                group.animated = statement.hasSuffix("true)")
                group.end = next
                break
            } else {
                return nil
            }
            next += 1
        }
        // A value that reads the camera itself (`camera.heading + 90`) reads what the target no longer has.
        let values = [group.pitch, group.heading, group.center].compactMap { $0 }
        let readsCamera = values.contains { value in
            SwiftTokenizer(value).tokenize().contains { $0.kind == .identifier && $0.text == name }
        }
        guard group.end > index, !values.isEmpty, !readsCamera,
            !NaverCameraUpdateGroups.usedLater(name, after: group.end, within: line, lines)
        else { return nil }
        return group
    }
}

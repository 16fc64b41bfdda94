import Foundation

/// TomTom's list of disabled gestures (`map.disabledGestures = [.rotate, .tilt]`) said as the target's switches,
/// one statement per switch (`map.isRotateEnabled = false`, `map.isPitchEnabled = false`).
/// An empty list (every gesture back on) is left to the porter's note: it says nothing of what was off.
///
/// A list assignment names every gesture that is off, so a switch per gesture kind the list holds is set off. TomTom splits zooming into four gestures (pinch, double tap, two-finger
/// tap, double tap and pan; TomTomSDKMapDisplay `GestureType`): only all four together are the target's one
/// zoom switch. A list holding anything the target cannot switch is left to the porter's note.
enum GestureLists {
    /// The target's switch for each gesture kind (`pan`, `zoom`, `tilt`, `rotate`).
    static let switches: [PortingStyle: [String: String]] = [
        .naver: [
            "pan": "isScrollGestureEnabled", "zoom": "isZoomGestureEnabled", "tilt": "isTiltGestureEnabled",
            "rotate": "isRotateGestureEnabled",
        ],
        .maplibre: [
            "pan": "isScrollEnabled", "zoom": "isZoomEnabled", "tilt": "isPitchEnabled", "rotate": "isRotateEnabled",
        ],
        .rm: ["pan": "draggingEnabled"],
    ]

    /// Kinds route-me has no gesture for at all, so switching them off needs nothing.
    static let absent: [PortingStyle: Set<String>] = [.rm: ["tilt", "rotate"]]

    static let zoomCases: Set<String> = ["pinch", "doubleTap", "twoFingerTap", "doubleTapAndPan"]

    /// `text` with each TomTom list assignment rewritten, and the (0-based) protected lines moved with it; the
    /// new lines are protected too (they are in the target style already).
    static func port(_ text: String, protected: Set<Int>, from source: PortingStyle, to target: PortingStyle) -> (
        text: String, protected: Set<Int>, changed: Bool
    ) {
        guard source == .tomtom, let names = switches[target], text.contains("disabledGestures") else {
            return (text, protected, false)
        }
        var lines: [String] = []
        var moved: Set<Int> = []
        var changed = false
        for (index, line) in text.lines().enumerated() {
            let line = String(line)
            if !protected.contains(index), let statements = rewrite(line, names, absent[target] ?? []) {
                for statement in statements {
                    moved.insert(lines.count)
                    lines.append(statement)
                }
                changed = true
                continue
            }
            if protected.contains(index) { moved.insert(lines.count) }
            lines.append(line)
        }
        return (lines.joined(separator: "\n"), moved, changed)
    }

    /// The statements for one line, or `nil` when it is not a list assignment the target can say.
    static func rewrite(_ line: String, _ names: [String: String], _ absent: Set<String>) -> [String]? {
        let indent = String(line.prefix { $0 == " " || $0 == "\t" })
        let code: String = String(line.dropFirst(indent.count)).trimmingTrailingSpace
        let marker = ".disabledGestures = ["
        guard code.hasSuffix("]"), let equals = code.range(of: marker) else { return nil }
        let receiver = String(code[..<equals.lowerBound])
        let allowed = { (character: Character) -> Bool in
            character.isLetter || character.isNumber || character == "_" || character == "." || character == "?"
        }
        guard !receiver.isEmpty, receiver.allSatisfy(allowed) else { return nil }
        let list = String(code[equals.upperBound...].dropLast())
        let items: [String] = list.split(separator: ",").map { String($0).trimming(" ") }.filter { !$0.isEmpty }
        var kinds: [String] = []
        var zooms: Set<String> = []
        for item in items {
            guard item.hasPrefix(".") else { return nil }
            let name = String(item.dropFirst())
            switch name {
            case "pan", "tilt", "rotate": if !kinds.contains(name) { kinds.append(name) }
            case _ where zoomCases.contains(name):
                zooms.insert(name)
                if zooms == zoomCases { kinds.append("zoom") }
            default: return nil
            }
        }
        guard zooms.isEmpty || zooms == zoomCases else { return nil }
        let receiverText = receiver
        guard !items.isEmpty else { return nil }
        var statements: [String] = []
        for kind in kinds {
            if let name = names[kind] {
                statements.append("\(indent)\(receiverText).\(name) = false")
            } else if !absent.contains(kind) {
                return nil
            }
        }
        if statements.isEmpty, !kinds.isEmpty {
            // Every kind in the list is one the target has no gesture for: it already behaves so. The list stays
            // as a comment, which a port back restores.
            return [
                indent + Porter.alreadySoPrefix
                    + "gestures.disabledList (TomTom): the target has no gesture of these kinds, so none can happen.",
                indent + "// PORT(tomtom): " + code,
            ]
        }
        return statements.isEmpty ? nil : statements
    }
}

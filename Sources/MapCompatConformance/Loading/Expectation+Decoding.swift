import Foundation
import MapCompatCore

extension SpecReader {
    private static let expectFields = [
        "events", "exactly", "absent", "camera", "screen", "controls", "selected", "dragState", "position", "tracking",
        "indoor",
    ]

    func expectation(_ value: JSONValue, _ path: JSONPath) -> Expectation? {
        guard let object = object(value, at: path, known: Self.expectFields) else { return nil }
        return Expectation(
            events: object.optional("events", array(of: eventPattern)) ?? [],
            exactly: object.optional("exactly", array(of: eventPattern)),
            absent: object.optional("absent", array(of: absentPattern)) ?? [],
            camera: object.optional("camera", cameraExpectation),
            screen: object.optional("screen", array(of: screenExpectation)) ?? [],
            controls: object.optional("controls", controlExpectations) ?? [:],
            selected: object.optional("selected", array(of: nonEmptyString)),
            dragState: object.optional("dragState", dictionary(of: choice(AnnotationDragState.self))) ?? [:],
            position: object.optional("position", dictionary(of: positionExpectation)) ?? [:],
            tracking: object.optional("tracking", choice(TrackingMode.self)),
            indoor: object.optional("indoor", indoorExpectation))
    }

    /// A number (exact within the default tolerance), `{"min", "max"}` or `{"approx", "within"}`.
    func numberMatcher(_ value: JSONValue, _ path: JSONPath) -> NumberMatcher? {
        switch value {
        case .number: return number(value, path).map(NumberMatcher.exact)
        case .object:
            guard let object = object(value, at: path, known: ["min", "max", "approx", "within"]) else { return nil }
            let isRange = object.has("min") || object.has("max")
            let isApprox = object.has("approx") || object.has("within")
            if isRange && isApprox { return failed(path, "a range has either min/max or approx/within, not both") }
            if isApprox {
                let center = object.required("approx", number)
                let within = object.required("within", nonNegative)
                guard let center, let within else { return nil }
                return .approx(center, within: within)
            }
            guard isRange else { return failed(path, "a range needs \"min\", \"max\", or \"approx\" with \"within\"") }
            let low = object.optional("min", number)
            let high = object.optional("max", number)
            if let low, let high, low > high {
                return failed(
                    path, "min \(NumberMatcher.format(low)) is greater than max \(NumberMatcher.format(high))")
            }
            return .range(min: low, max: high)
        default:
            return mismatched(path, "a number or a range object", value)
        }
    }

    private func cameraExpectation(_ value: JSONValue, _ path: JSONPath) -> Expectation.Camera? {
        guard let object = object(value, at: path, known: ["lat", "lng", "zoom", "bearing", "tilt"]) else {
            return nil
        }
        return Expectation.Camera(
            latitude: object.optional("lat", numberMatcher), longitude: object.optional("lng", numberMatcher),
            zoom: object.optional("zoom", numberMatcher), bearing: object.optional("bearing", numberMatcher),
            tilt: object.optional("tilt", numberMatcher))
    }

    private func screenExpectation(_ value: JSONValue, _ path: JSONPath) -> Expectation.Screen? {
        guard let object = object(value, at: path, known: ["lat", "lng", "at", "within"]) else { return nil }
        let position = position(in: object)
        let at = object.required("at", point)
        let within = object.optional("within", nonNegative) ?? Tolerance.screen.amount
        guard let position, let at else { return nil }
        return Expectation.Screen(position: position, at: at, within: within)
    }

    private func controlExpectations(_ value: JSONValue, _ path: JSONPath) -> [MapControl: Expectation
        .ControlVisibility]?
    {
        guard let object = object(value, at: path, known: MapControl.allCases.map(\.rawValue)) else { return nil }
        var result: [MapControl: Expectation.ControlVisibility] = [:]
        for control in MapControl.allCases {
            result[control] = object.optional(control.rawValue, choice(Expectation.ControlVisibility.self))
        }
        return result
    }

    private func positionExpectation(_ value: JSONValue, _ path: JSONPath) -> Expectation.Position? {
        guard let object = object(value, at: path, known: ["lat", "lng"]) else { return nil }
        let lat = object.required("lat", numberMatcher)
        let lng = object.required("lng", numberMatcher)
        guard let lat, let lng else { return nil }
        return Expectation.Position(latitude: lat, longitude: lng)
    }

    private func indoorExpectation(_ value: JSONValue, _ path: JSONPath) -> Expectation.Indoor? {
        guard let object = object(value, at: path, known: ["picker", "level"]) else { return nil }
        return Expectation.Indoor(
            picker: object.optional("picker", choice(among: [Expectation.ControlVisibility.visible, .hidden])),
            level: object.optional("level", nonEmptyString))
    }
}

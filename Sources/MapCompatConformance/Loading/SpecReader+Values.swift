import Foundation
import MapCompatCore

/// Decoders for the scalar and small compound values specs use; each reports its own problems.
extension SpecReader {
    func string(_ value: JSONValue, _ path: JSONPath) -> String? {
        guard case .string(let string) = value else { return mismatched(path, "a string", value) }
        return string
    }

    func nonEmptyString(_ value: JSONValue, _ path: JSONPath) -> String? {
        guard let string = string(value, path) else { return nil }
        guard !string.isEmpty else { return failed(path, "must not be empty") }
        return string
    }

    func bool(_ value: JSONValue, _ path: JSONPath) -> Bool? {
        guard case .bool(let bool) = value else { return mismatched(path, "a boolean", value) }
        return bool
    }

    /// A finite number.
    func number(_ value: JSONValue, _ path: JSONPath) -> Double? {
        guard case .number(let number) = value else { return mismatched(path, "a number", value) }
        guard number.isFinite else { return failed(path, "\(number) is not a finite number") }
        return number
    }

    /// A finite number inside `range`.
    func number(in range: ClosedRange<Double>) -> (JSONValue, JSONPath) -> Double? {
        { value, path in
            guard let number = self.number(value, path) else { return nil }
            guard range.contains(number) else {
                return self.failed(
                    path,
                    "\(NumberMatcher.format(number)) is outside \(NumberMatcher.format(range.lowerBound))"
                        + "...\(NumberMatcher.format(range.upperBound))")
            }
            return number
        }
    }

    func nonNegative(_ value: JSONValue, _ path: JSONPath) -> Double? {
        guard let number = number(value, path) else { return nil }
        guard number >= 0 else { return failed(path, "\(NumberMatcher.format(number)) is negative") }
        return number
    }

    func positive(_ value: JSONValue, _ path: JSONPath) -> Double? {
        guard let number = number(value, path) else { return nil }
        guard number > 0 else { return failed(path, "\(NumberMatcher.format(number)) is not positive") }
        return number
    }

    func latitude(_ value: JSONValue, _ path: JSONPath) -> Double? { number(in: -90...90)(value, path) }

    /// A whole number.
    func int(_ value: JSONValue, _ path: JSONPath) -> Int? {
        guard let number = number(value, path) else { return nil }
        guard number == number.rounded(), abs(number) <= 1e15 else {
            return failed(path, "\(number) is not a whole number")
        }
        return Int(number)
    }

    /// One of an enumeration's raw values.
    func choice<E: RawRepresentable<String> & CaseIterable>(_ type: E.Type) -> (JSONValue, JSONPath) -> E? {
        choice(among: Array(E.allCases))
    }

    /// One of the given cases' raw values.
    func choice<E: RawRepresentable<String>>(among cases: [E]) -> (JSONValue, JSONPath) -> E? {
        { value, path in
            guard let raw = self.string(value, path) else { return nil }
            guard let match = cases.first(where: { $0.rawValue == raw }) else {
                let names = cases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                return self.failed(path, "\"\(raw)\" is not one of \(names)")
            }
            return match
        }
    }

    /// An array whose elements are decoded one by one; invalid elements are reported and left out.
    func array<T>(of element: @escaping (JSONValue, JSONPath) -> T?) -> (JSONValue, JSONPath) -> [T]? {
        { value, path in
            guard case .array(let elements) = value else { return self.mismatched(path, "an array", value) }
            return elements.enumerated().compactMap { element($1, path.index($0)) }
        }
    }

    /// An object whose members are all decoded the same way, keyed by member name.
    func dictionary<T>(of member: @escaping (JSONValue, JSONPath) -> T?) -> (JSONValue, JSONPath) -> [String: T]? {
        { value, path in
            guard let object = self.object(value, at: path, known: nil) else { return nil }
            var result: [String: T] = [:]
            for key in object.fields.keys.sorted() {
                if let decoded = object.optional(key, member) { result[key] = decoded }
            }
            return result
        }
    }

    /// `[x, y]` in screen points.
    func point(_ value: JSONValue, _ path: JSONPath) -> CGPoint? {
        pair(value, path, "an [x, y] pair of numbers").map { CGPoint(x: $0, y: $1) }
    }

    /// `[w, h]` in points, both positive.
    func size(_ value: JSONValue, _ path: JSONPath) -> CGSize? {
        guard let (width, height) = pair(value, path, "a [width, height] pair of numbers") else { return nil }
        guard width > 0, height > 0 else { return failed(path, "a size must be positive in both dimensions") }
        return CGSize(width: width, height: height)
    }

    /// `[lat, lng]` as a position.
    func latLngPair(_ value: JSONValue, _ path: JSONPath) -> LatLng? {
        guard let (lat, lng) = pair(value, path, "a [lat, lng] pair of numbers") else { return nil }
        return position(lat, lng, path)
    }

    /// A position from numbers already known to be finite.
    func position(_ lat: Double, _ lng: Double, _ path: JSONPath) -> LatLng? {
        do throws(MapCompatError) {
            return try LatLng(latitude: lat, longitude: lng)
        } catch {
            return failed(path, "\(error.field) \(error.message)")
        }
    }

    /// Reads required `lat` and `lng` members as a position.
    func position(in object: ObjectReader) -> LatLng? {
        let lat = object.required("lat", latitude)
        let lng = object.required("lng", number)
        guard let lat, let lng else { return nil }
        return position(lat, lng, object.path)
    }

    /// `{"top", "left", "bottom", "right"}`, missing sides zero, none negative.
    func insets(_ value: JSONValue, _ path: JSONPath) -> EdgeInsets? {
        guard let object = object(value, at: path, known: ["top", "left", "bottom", "right"]) else { return nil }
        return EdgeInsets(
            top: object.optional("top", nonNegative) ?? 0, left: object.optional("left", nonNegative) ?? 0,
            bottom: object.optional("bottom", nonNegative) ?? 0, right: object.optional("right", nonNegative) ?? 0)
    }

    private func pair(_ value: JSONValue, _ path: JSONPath, _ expected: String) -> (Double, Double)? {
        guard case .array(let elements) = value else { return mismatched(path, expected, value) }
        guard elements.count == 2 else { return failed(path, "expected \(expected), found \(elements.count) elements") }
        let first = number(elements[0], path.index(0))
        let second = number(elements[1], path.index(1))
        guard let first, let second else { return nil }
        return (first, second)
    }

    /// Reports a problem and returns `nil`, for use in `return` position.
    func failed<T>(_ path: JSONPath, _ message: String) -> T? {
        error(path, message)
        return nil
    }

    /// Reports a type mismatch and returns `nil`.
    func mismatched<T>(_ path: JSONPath, _ expected: String, _ value: JSONValue) -> T? {
        mismatch(path, expected: expected, found: value)
        return nil
    }
}

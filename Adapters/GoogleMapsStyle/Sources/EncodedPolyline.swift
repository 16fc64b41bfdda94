import Foundation

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// Google's encoded polyline format (https://developers.google.com/maps/documentation/utilities/polylinealgorithm):
/// each coordinate's difference from the one before, in 1e-5 degrees, as zig-zag-coded 5-bit chunks, each
/// offset by 63 into printable characters.
enum EncodedPolyline {
    /// The coordinates of an encoded string; `nil` when a character is out of the format's range or the
    /// string ends inside a value or between a latitude and its longitude.
    static func decode(_ text: String) -> [CLLocationCoordinate2D]? {
        var bytes = Array(text.utf8)[...]
        var coordinates: [CLLocationCoordinate2D] = []
        var latitude = 0
        var longitude = 0
        while !bytes.isEmpty {
            guard let dLatitude = value(from: &bytes), let dLongitude = value(from: &bytes) else { return nil }
            latitude += dLatitude
            longitude += dLongitude
            coordinates.append(
                CLLocationCoordinate2D(latitude: Double(latitude) / 1e5, longitude: Double(longitude) / 1e5))
        }
        return coordinates
    }

    /// The encoded string of `coordinates`.
    static func encode(_ coordinates: [CLLocationCoordinate2D]) -> String {
        var text = ""
        var previous = (latitude: 0, longitude: 0)
        for coordinate in coordinates {
            let latitude = Int((coordinate.latitude * 1e5).rounded())
            let longitude = Int((coordinate.longitude * 1e5).rounded())
            append(latitude - previous.latitude, to: &text)
            append(longitude - previous.longitude, to: &text)
            previous = (latitude, longitude)
        }
        return text
    }

    private static func value(from bytes: inout ArraySlice<UInt8>) -> Int? {
        var result = 0
        var shift = 0
        while let byte = bytes.popFirst() {
            guard byte >= 63, byte < 127, shift < 60 else { return nil }
            let chunk = Int(byte) - 63
            result |= (chunk & 0x1F) << shift
            shift += 5
            if chunk < 0x20 { return (result & 1) != 0 ? ~(result >> 1) : result >> 1 }
        }
        return nil
    }

    private static func append(_ value: Int, to text: inout String) {
        var rest = value < 0 ? ~(value << 1) : value << 1
        while rest >= 0x20 {
            text.unicodeScalars.append(UnicodeScalar(UInt8((0x20 | (rest & 0x1F)) + 63)))
            rest >>= 5
        }
        text.unicodeScalars.append(UnicodeScalar(UInt8(rest + 63)))
    }
}

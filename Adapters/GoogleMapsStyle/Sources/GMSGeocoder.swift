import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// The error domain of ``GMSGeocoder`` (Google's `kGMSGeocoderErrorDomain`).
public let kGMSGeocoderErrorDomain = "com.google.GMSGeocoder"

/// Why a ``GMSGeocoder`` request failed (Google's `GMSGeocoderErrorCode`), the code of an error in
/// ``kGMSGeocoderErrorDomain``.
public enum GMSGeocoderErrorCode: Int, Sendable {
    /// The coordinate is not on the Earth (Google's `kGMSGeocoderErrorInvalidCoordinate`).
    case invalidCoordinate = 1
    /// The service failed (Google's `kGMSGeocoderErrorInternal`).
    case `internal`
}

/// What ``GMSGeocoder/reverseGeocodeCoordinate(_:completionHandler:)`` hands back: the response, or the error.
public typealias GMSReverseGeocodeCallback = (GMSReverseGeocodeResponse?, (any Error)?) -> Void

/// Turns coordinates into addresses (Google's `GMSGeocoder`).
///
/// Headless there is no geocoding service: a geocoder answers from the addresses a test registers with
/// ``register(_:)``, the one nearest the coordinate within ``matchDistance`` metres, and with no result
/// otherwise, as the service answers for open sea. It calls the handler before it returns, where Google calls it
/// later on the main queue, so that a test sees the answer without waiting.
///
/// ```swift
/// GMSGeocoder.register(GMSAddress(coordinate: sydney, lines: ["Bridge St", "Sydney NSW 2000"]))
/// GMSGeocoder().reverseGeocodeCoordinate(sydney) { response, error in
///     label.text = response?.firstResult()?.lines?.first
/// }
/// ```
open class GMSGeocoder: NSObject {
    /// How far from a coordinate a registered address still answers for it, in metres.
    public static let matchDistance: CLLocationDistance = 50

    /// A geocoder (Google's `+geocoder`).
    public override init() { super.init() }

    /// Calls `completionHandler` with the addresses at `coordinate`, nearest first, or with an error in
    /// ``kGMSGeocoderErrorDomain`` when the coordinate is not on the Earth.
    open func reverseGeocodeCoordinate(
        _ coordinate: CLLocationCoordinate2D, completionHandler: @escaping GMSReverseGeocodeCallback
    ) {
        guard (-90...90).contains(coordinate.latitude), (-180...180).contains(coordinate.longitude) else {
            let code = GMSGeocoderErrorCode.invalidCoordinate.rawValue
            completionHandler(nil, NSError(domain: kGMSGeocoderErrorDomain, code: code))
            return
        }
        completionHandler(GMSReverseGeocodeResponse(results: Self.book.addresses(near: coordinate)), nil)
    }

    /// Adds `address` to what every geocoder answers with, for tests (headless only: the SDK asks Google's service).
    public static func register(_ address: GMSAddress) { book.add(address) }

    /// Forgets every registered address.
    public static func removeAllRegisteredAddresses() { book.removeAll() }

    private static let book = AddressBook()

    /// The registered addresses, shared by every geocoder and guarded by a lock: tests may run on any thread.
    private final class AddressBook: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [(coordinate: CLLocationCoordinate2D, lines: [String]?, parts: GMSAddress.Parts)] = []

        func add(_ address: GMSAddress) {
            lock.lock()
            defer { lock.unlock() }
            entries.append((address.coordinate, address.lines, address.parts))
        }

        func removeAll() {
            lock.lock()
            defer { lock.unlock() }
            entries.removeAll()
        }

        func addresses(near coordinate: CLLocationCoordinate2D) -> [GMSAddress] {
            lock.lock()
            let all = entries
            lock.unlock()
            guard let start = try? coordinate.latLng() else { return [] }
            let near = all.compactMap { entry -> (GMSAddress, CLLocationDistance)? in
                guard let end = try? entry.coordinate.latLng(),
                    let distance = try? Geodesic.inverse(from: start, to: end).distance,
                    distance <= GMSGeocoder.matchDistance
                else { return nil }
                return (GMSAddress(coordinate: entry.coordinate, lines: entry.lines, parts: entry.parts), distance)
            }
            return near.sorted { $0.1 < $1.1 }.map(\.0)
        }
    }
}

/// The answer to a reverse geocoding request (Google's `GMSReverseGeocodeResponse`).
open class GMSReverseGeocodeResponse: NSObject {
    private let addresses: [GMSAddress]

    init(results: [GMSAddress]) {
        addresses = results
        super.init()
    }

    /// The nearest address, or `nil` when there is none.
    open func firstResult() -> GMSAddress? { addresses.first }

    /// Every address, nearest first, or `nil` when there is none.
    open func results() -> [GMSAddress]? { addresses.isEmpty ? nil : addresses }
}

/// An address found for a coordinate (Google's `GMSAddress`).
open class GMSAddress: NSObject {
    /// The parts of an address apart from its coordinate and lines.
    struct Parts {
        var thoroughfare: String?
        var locality: String?
        var subLocality: String?
        var administrativeArea: String?
        var postalCode: String?
        var country: String?
    }

    /// Where the address is.
    public let coordinate: CLLocationCoordinate2D
    /// The address as lines of text, as it is written on an envelope.
    public let lines: [String]?
    let parts: Parts

    /// The street and number.
    public var thoroughfare: String? { parts.thoroughfare }
    /// The city or town.
    public var locality: String? { parts.locality }
    /// The district within the city.
    public var subLocality: String? { parts.subLocality }
    /// The state, province or region.
    public var administrativeArea: String? { parts.administrativeArea }
    /// The postal code.
    public var postalCode: String? { parts.postalCode }
    /// The country.
    public var country: String? { parts.country }

    /// An address for a test to register with ``GMSGeocoder/register(_:)`` (headless only: the SDK makes
    /// addresses itself).
    public convenience init(
        coordinate: CLLocationCoordinate2D, lines: [String]?, thoroughfare: String? = nil, locality: String? = nil,
        subLocality: String? = nil, administrativeArea: String? = nil, postalCode: String? = nil,
        country: String? = nil
    ) {
        let parts = Parts(
            thoroughfare: thoroughfare, locality: locality, subLocality: subLocality,
            administrativeArea: administrativeArea, postalCode: postalCode, country: country)
        self.init(coordinate: coordinate, lines: lines, parts: parts)
    }

    init(coordinate: CLLocationCoordinate2D, lines: [String]?, parts: Parts) {
        self.coordinate = coordinate
        self.lines = lines
        self.parts = parts
        super.init()
    }

    /// The first line of the address (Google's deprecated `addressLine1`).
    open func addressLine1() -> String? { lines?.first }

    /// The second line of the address (Google's deprecated `addressLine2`).
    open func addressLine2() -> String? { lines.flatMap { $0.count > 1 ? $0[1] : nil } }
}

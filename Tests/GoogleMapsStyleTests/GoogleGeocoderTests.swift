import Foundation
import GoogleMapsStyle
import Testing

/// Google's reverse geocoder (GMSGeocoder.h, GMSAddress.h) as app code calls it: an address service that turns a
/// coordinate into the lines of a label, modelled on robertmay2003/map-alert
/// (Punctual/Services/GoogleMapsService.swift, `getAddress(at:completion:)`). Each test registers addresses at
/// coordinates of its own: the registry is shared by every geocoder.
@Suite struct GoogleGeocoderTests {
    /// The address service of the app, as the client writes it.
    private func address(at coordinate: CLLocationCoordinate2D, completion: @escaping (String) -> Void) {
        let geocoder = GMSGeocoder()
        geocoder.reverseGeocodeCoordinate(coordinate) { response, _ in
            guard let address = response?.firstResult(), let lines = address.lines else { return }
            completion(lines.joined(separator: " "))
        }
    }

    @Test func theNearestRegisteredAddressAnswersWithinFiftyMetres() {
        let opera = CLLocationCoordinate2D(latitude: -33.8568, longitude: 151.2153)
        GMSGeocoder.register(
            GMSAddress(
                coordinate: opera, lines: ["Bennelong Point", "Sydney NSW 2000"], locality: "Sydney",
                country: "Australia"))
        // About 30 m north of it: still the same address.
        var label: String?
        address(at: CLLocationCoordinate2D(latitude: -33.8565, longitude: 151.2153)) { label = $0 }
        #expect(label == "Bennelong Point Sydney NSW 2000")

        var found: GMSAddress?
        GMSGeocoder().reverseGeocodeCoordinate(opera) { response, error in
            #expect(error == nil)
            found = response?.firstResult()
        }
        #expect(found?.locality == "Sydney" && found?.country == "Australia")
        #expect(found?.addressLine1() == "Bennelong Point" && found?.addressLine2() == "Sydney NSW 2000")
    }

    @Test func farFromEveryAddressTheResponseHasNoResult() {
        var answered = false
        var results: [GMSAddress]? = []
        GMSGeocoder().reverseGeocodeCoordinate(CLLocationCoordinate2D(latitude: -48.87, longitude: -123.39)) {
            response, error in
            answered = true
            #expect(error == nil)
            results = response?.results()
            #expect(response?.firstResult() == nil)
        }
        #expect(answered && results == nil)
    }

    @Test func aCoordinateOffTheEarthFailsWithInvalidCoordinate() {
        var failure: NSError?
        GMSGeocoder().reverseGeocodeCoordinate(CLLocationCoordinate2D(latitude: 91, longitude: 0)) { response, error in
            #expect(response == nil)
            failure = error as NSError?
        }
        #expect(failure?.domain == kGMSGeocoderErrorDomain)
        #expect(failure?.code == GMSGeocoderErrorCode.invalidCoordinate.rawValue)
    }
}

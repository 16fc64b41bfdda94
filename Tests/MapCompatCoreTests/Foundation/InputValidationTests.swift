import Foundation
import MapCompatCore
import Testing

/// Bad input is a typed error naming the field, or a documented clamp; nothing traps.
struct InputValidationTests {
    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteLatitudeAndLongitudeThrowNamingTheField(value: Double) {
        #expect(throws: MapCompatError(.nonFinite, field: "latitude", "\(value) is not a finite number")) {
            try LatLng(latitude: value, longitude: 0)
        }
        #expect { try LatLng(latitude: 0, longitude: value) } throws: { ($0 as? MapCompatError)?.field == "longitude" }
    }

    @Test func latitudeOutsideItsRangeThrows() {
        #expect { try LatLng(latitude: 90.0001, longitude: 0) } throws: {
            ($0 as? MapCompatError)?.code == .outOfRange && ($0 as? MapCompatError)?.field == "latitude"
        }
    }

    @Test(arguments: [(190.0, -170.0), (-190, 170), (540, -180), (-540, -180), (180, 180), (-180, -180), (360, 0)])
    func longitudeWrapsIntoRange(given: Double, expected: Double) throws {
        #expect(try LatLng(latitude: 0, longitude: given).longitude == expected)
    }

    @Test func limitsRejectAMinimumAboveTheMaximumAndNonFiniteValues() {
        #expect { try CameraLimits(minZoom: 10, maxZoom: 5) } throws: { ($0 as? MapCompatError)?.code == .invalidOrder }
        #expect { try CameraLimits(maxTilt: .nan) } throws: { ($0 as? MapCompatError)?.field == "maxTilt" }
        #expect { try CameraLimits(maxTilt: 90) } throws: { ($0 as? MapCompatError)?.code == .outOfRange }
    }

    @Test func viewportsRejectEmptyAreas() {
        #expect { try Viewport(width: 0, height: 10) } throws: { ($0 as? MapCompatError)?.field == "width" }
        #expect { try Viewport(width: 10, height: .infinity) } throws: { ($0 as? MapCompatError)?.field == "height" }
        #expect { try Viewport(width: 10, height: 10, insets: EdgeInsets(left: 6, right: 4)) } throws: {
            ($0 as? MapCompatError)?.field == "insets"
        }
        #expect { try Viewport(width: 10, height: 10, insets: EdgeInsets(top: -1)) } throws: {
            ($0 as? MapCompatError)?.field == "insets.top"
        }
    }

    @Test func aNonFiniteCameraIsRejectedAndChangesNothing() throws {
        let map = try InteractiveMap()
        let before = map.camera
        var bad = before
        bad.zoom = .nan
        #expect { try map.moveCamera(to: bad) } throws: { ($0 as? MapCompatError)?.field == "camera.zoom" }
        bad = before
        bad.bearing = .infinity
        #expect { try map.moveCamera(to: bad) } throws: { ($0 as? MapCompatError)?.field == "camera.bearing" }
        #expect(map.camera == before)
    }

    @Test func timeCannotRunBackwardsOrBecomeNonFinite() throws {
        let map = try InteractiveMap()
        try map.advance(to: 2)
        #expect { try map.advance(to: 1) } throws: { ($0 as? MapCompatError)?.code == .timeWentBackwards }
        #expect { try map.advance(by: -0.1) } throws: { ($0 as? MapCompatError)?.code == .timeWentBackwards }
        #expect { try map.advance(by: .nan) } throws: { ($0 as? MapCompatError)?.code == .nonFinite }
        #expect(map.now == 2)
    }

    @Test func transitionsAndCurvesValidateTheirNumbers() {
        #expect { try CameraTransition(duration: -1) } throws: { ($0 as? MapCompatError)?.field == "duration" }
        #expect { try TimingCurve.cubicBezier(1.5, 0, 0.5, 1) } throws: { ($0 as? MapCompatError)?.field == "x1" }
        #expect { try TimingCurve.cubicBezier(0.2, .nan, 0.5, 1) } throws: { ($0 as? MapCompatError)?.field == "y1" }
    }

    @Test func timingCurvesRunFromZeroToOneAndKeepTheirShape() throws {
        for curve in [TimingCurve.linear, .easeIn, .easeOut, .easeInOut, try .cubicBezier(0.25, 0.1, 0.25, 1)] {
            #expect(curve.progress(at: 0) == 0)
            #expect(curve.progress(at: 1) == 1)
            var previous = 0.0
            for step in 1...100 {
                let value = curve.progress(at: Double(step) / 100)
                #expect(value >= previous - 1e-12)
                previous = value
            }
        }
        #expect(TimingCurve.easeIn.progress(at: 0.25) < 0.25)
        #expect(TimingCurve.easeOut.progress(at: 0.25) > 0.25)
        #expect(abs(TimingCurve.easeInOut.progress(at: 0.5) - 0.5) < 1e-9)
        #expect(TimingCurve.linear.progress(at: 2) == 1)
    }

    @Test func boundsRejectSouthAboveNorthAndHandleTheAntimeridian() throws {
        #expect { try LatLngBounds(south: 10, west: 0, north: 5, east: 1) } throws: {
            ($0 as? MapCompatError)?.code == .invalidOrder
        }
        let pacific = try LatLngBounds(south: -10, west: 170, north: 10, east: -170)
        #expect(pacific.contains(try LatLng(latitude: 0, longitude: 179)))
        #expect(pacific.contains(try LatLng(latitude: 0, longitude: -175)))
        #expect(!pacific.contains(try LatLng(latitude: 0, longitude: 0)))
    }

    @Test func eventsRoundTripThroughJSON() throws {
        let events: [MapEvent] = [
            .mapTap(point: CGPoint(x: 1, y: 2), coordinate: try LatLng(latitude: 3, longitude: 4)),
            .gesture(.pinch, .began), .cameraWillChange(reason: .gesture, animated: false), .cameraIdle,
            .symbolTap(id: "s", caption: "City Hall", consumed: true), .dragState(id: "a", state: .starting),
        ]
        let data = try JSONEncoder().encode(events)
        #expect(try JSONDecoder().decode([MapEvent].self, from: data) == events)
        #expect(
            String(decoding: try JSONEncoder().encode(MapEvent.gesture(.pan, .ended)), as: UTF8.self).contains(
                "\"kind\":\"gesture\""))
    }
}

import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

/// `minimumPitch` and `maximumPitch` (research §1.14: 0 and 60 by default).
struct PitchLimitTests {
    @Test func defaultsAreZeroAndSixty() throws {
        let view = makeMapView()
        #expect(view.minimumPitch == 0)
        #expect(view.maximumPitch == 60)
    }

    @Test func maximumPitchBoundsTheTiltGesture() throws {
        let view = makeMapView()
        view.maximumPitch = 10
        try view.play { try $0.tilt(center: viewCenter, dy: -100) }
        #expect(abs(view.camera.pitch - 10) < 0.001)
    }

    @Test func aMinimumPitchAboveZeroIsRefusedNamingTheField() throws {
        let view = makeMapView()
        view.minimumPitch = 0
        #expect(view.lastIgnoredError == nil)
        view.minimumPitch = 20
        #expect(view.lastIgnoredError?.field == "minimumPitch")
        #expect(view.minimumPitch == 0)
        view.minimumPitch = .nan
        #expect(view.lastIgnoredError?.code == .nonFinite)
    }
}

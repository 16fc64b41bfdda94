import Foundation
import MapCompatCore

/// Drives one map view from a test, in virtual time: gestures that start now and let the map settle, and
/// aiming at what the screen shows in the vendor's own terms (a marker, an annotation, a callout, a
/// coordinate), using the geometry the core's hit test uses.
///
/// ```swift
/// let tester = MapTester(mapView)
/// try tester.tap(on: marker)            // aims at the marker's hit box, taps, settles
/// try tester.pan(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 100, y: 400))
/// ```
///
/// Every gesture is a `TouchScript` that starts at the view's `CoreBackedView/now` (a script built from
/// time 0 is rejected once any time has passed), is fed frame by frame, and is followed by ``settle()``.
/// Methods throw ``MapTestingError``; they use plain `throws`, so they fit in any test closure.
public final class MapTester {
    /// The view under test.
    public let view: any CoreBackedView
    /// How much virtual time ``settle()`` may let pass before it gives up with
    /// ``MapTestingError/neverIdle(seconds:)``: 30 s, the conformance runner's limit.
    public var settleLimit: Double = 30
    /// What the tester keeps alive with it (the screen of a ``ScreenHarness``).
    var keptAlive: AnyObject?

    /// A tester for any map view backed by the core (`NMFMapView`, `NMFNaverMapView`, `MLNMapView`,
    /// `TomTomMap`, `RMMapView`, or a third party's view).
    public init(_ view: any CoreBackedView) {
        self.view = view
    }

    /// The neutral map behind the view.
    public var core: InteractiveMap { view.core }

    /// Lets virtual time pass until nothing moves or waits (animations, drift, a double tap's wait), and
    /// delivers what the vendor reports on the way, map-loaded callbacks included.
    ///
    /// - Throws: ``MapTestingError/neverIdle(seconds:)`` when the map is still busy after ``settleLimit``.
    public func settle() throws {
        let idle = try rejectingBadInput { () throws(MapCompatError) in try view.settle(maximum: settleLimit) }
        guard idle else { throw MapTestingError.neverIdle(seconds: settleLimit) }
    }

    /// Lets `seconds` of virtual time pass without waiting for the map to rest (for a map that never rests,
    /// such as one following a moving location).
    public func advance(by seconds: Double) throws {
        try rejectingBadInput { () throws(MapCompatError) in try view.advance(by: seconds) }
    }

    /// Builds a touch script that starts now, feeds it, lets its last frame's time pass, then settles: for
    /// input the named gestures do not cover (raw `TouchScript.touches(_:)` samples, waits between steps).
    public func perform(_ build: (inout TouchScript) throws -> Void) throws {
        try feed(build)
        try settle()
    }

    /// Builds a touch script that starts now, feeds it, lets its last frame's time pass, then lets exactly
    /// `seconds` more pass whether or not the map comes to rest: for a test that looks at the map mid-way
    /// (an animation under way, a timer not yet fired).
    public func perform(_ build: (inout TouchScript) throws -> Void, thenAdvanceBy seconds: Double) throws {
        try feed(build)
        try advance(by: seconds)
    }

    private func feed(_ build: (inout TouchScript) throws -> Void) throws {
        var script = TouchScript(startTime: view.now)
        try build(&script)
        let frames = script.frames
        try rejectingBadInput { () throws(MapCompatError) in try view.handle(frames) }
        if script.time > view.now {
            let rest = script.time - view.now
            try rejectingBadInput { () throws(MapCompatError) in try view.advance(by: rest) }
        }
    }

    /// Runs a core call and turns its error into ``MapTestingError/rejected(_:)``.
    func rejectingBadInput<T>(_ body: () throws(MapCompatError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw MapTestingError.rejected(error.description)
        }
    }
}

@available(*, unavailable)
extension MapTester: Sendable {}

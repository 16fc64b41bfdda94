import Foundation
import MapCompatConformance
import MapCompatCore
import Testing

/// A pretend vendor view over the core that reports map taps and control taps through closures, as an SDK
/// would; the plugin below drives it with a ``SessionDriver``.
private final class TappableView: CoreBackedView {
    let core: InteractiveMap
    var onTap: ((CGPoint, LatLng) -> Void)?
    var onControl: ((MapControl) -> Void)?

    init() throws {
        core = try InteractiveMap(profile: .neutral)
        core.addObserver { [unowned self] observed in
            switch observed.event {
            case .mapTap(let point, let coordinate): onTap?(point, coordinate)
            case .controlTap(let control): onControl?(control)
            default: break
            }
        }
    }
}

/// A plugin of a dozen lines: the driver does the touches, control taps, waits and settling.
private struct DrivenPlugin: AdapterPlugin {
    var id = "driven"
    var capabilities: Set<Capability> {
        [
            .step(.tap), .step(.doubleTap), .step(.wait), .step(.tapControl), .event(.mapTap),
            .event(.controlTap), .map("controls.compass"), .expect("camera"),
        ]
    }

    func makeSession(for spec: Spec) throws -> any AdapterSession { try DrivenSession(spec: spec) }
}

private final class DrivenSession: AdapterSession {
    let view: TappableView
    let driver: SessionDriver
    var events: [ObservedEvent] { driver.events }

    init(spec: Spec) throws {
        view = try TappableView()
        driver = SessionDriver(view: view)
        view.onTap = { [unowned self] point, coordinate in driver.record(.mapTap(point: point, coordinate: coordinate))
        }
        view.onControl = { [unowned self] control in driver.record(.controlTap(control)) }
        if spec.map.controls?.compass != nil {
            throw NotExpressible(reason: "the pretend SDK has no compass switch", capability: "map.controls.compass")
        }
    }

    func perform(_ step: Step) throws {
        if try driver.perform(step) { return }
        throw NotExpressible(reason: "the pretend SDK cannot perform \(step.kind) steps")
    }

    func settle(maximum: Double) throws -> Bool { try driver.settle(maximum: maximum) }
    var state: ObservedState { ObservedState(camera: view.core.camera, viewport: view.core.viewport) }
}

struct SessionDriverTests {
    private func spec(_ body: String) throws -> Spec {
        try #require(loadSpec(#"{"format": "mapcompat-spec/1", "title": "t", "# + body + "}").spec)
    }

    @Test func touchStepsWaitsAndSettlingReachTheViewAndEventsCarryTheClock() throws {
        let view = try TappableView()
        let driver = SessionDriver(view: view)
        view.onTap = { [weak driver] point, coordinate in driver?.record(.mapTap(point: point, coordinate: coordinate))
        }
        // Nothing is recorded before the first step, and times count from it.
        driver.record(.cameraIdle)
        try view.advance(by: 2)
        #expect(try driver.perform(.wait(1)))
        #expect(try driver.perform(.tap(CGPoint(x: 100, y: 200))))
        #expect(try driver.settle(maximum: 5))
        #expect(view.isIdle)
        #expect(driver.events.map(\.event.kind) == [.mapTap])
        // The tap lifts at 1.05 s and is reported once the double-tap window has passed.
        let time = try #require(driver.events.first?.time)
        #expect(time > 1.05 && time < 1.6)
        #expect(driver.startTime == 2)
        #expect(try !driver.perform(.camera(.init(camera: .init(zoom: 3)))))
    }

    @Test func controlTapsAreRealTapsAtTheControlsCentre() throws {
        let view = try TappableView()
        let driver = SessionDriver(view: view)
        view.onControl = { [weak driver] control in driver?.record(.controlTap(control)) }
        try driver.perform(.tapControl(.logo))
        _ = try driver.settle(maximum: 5)
        #expect(driver.events.map(\.event) == [.controlTap(.logo)])
        #expect(throws: MapCompatError.self) { try driver.perform(.selectIndoorLevel("B1")) }
        #expect(throws: MapCompatError.self) { try driver.perform(.tapCallout(id: "a", part: .body)) }
    }

    /// Plugins ask where a tap reaches the map before performing it (fuzz seed 1, run 462: a `tapControl` on
    /// a hidden control deselects as a tap does).
    @Test func aTapReachesTheMapAtItsPointOrAtAHiddenControlsCentre() throws {
        let view = try TappableView()
        let driver = SessionDriver(view: view)
        #expect(driver.mapTapPoint(of: .tap(CGPoint(x: 10, y: 20))) == CGPoint(x: 10, y: 20))
        let zoomOut = view.core.frame(of: .zoomOut)
        #expect(driver.mapTapPoint(of: .tapControl(.zoomOut)) == CGPoint(x: zoomOut.midX, y: zoomOut.midY))
        // The logo is shown (and takes taps) by default; a long press is no tap.
        #expect(driver.mapTapPoint(of: .tapControl(.logo)) == nil)
        #expect(driver.mapTapPoint(of: .longPress(CGPoint(x: 10, y: 20), duration: 1)) == nil)
    }

    @Test func aDrivenPluginAgreesWithCoreAndDeclinesPrecisely() throws {
        let tap = try spec(
            #""steps": [{"tap": [200, 400]}, {"wait": 0.5}, {"tapControl": "logo"}], "expect": {"events": [{"kind": "mapTap", "x": 200, "y": 400}, {"kind": "controlTap", "control": "logo"}]}"#
        )
        let results = ConformanceRunner(plugins: [CorePlugin(), DrivenPlugin()]).run(tap)
        #expect(results.map(\.status) == [.pass, .pass], "\(results.map(\.message))")
        #expect(results[1].checks == .init(made: 3, held: 3, unchecked: []))
        let compass = try spec(#""map": {"controls": {"compass": true}}, "expect": {"camera": {"zoom": 15}}"#)
        let declined = ConformanceRunner(plugins: [DrivenPlugin()]).run(compass)[0]
        #expect(declined.status == .notApplicable)
        #expect(declined.message == "not expressible: the pretend SDK has no compass switch")
    }
}

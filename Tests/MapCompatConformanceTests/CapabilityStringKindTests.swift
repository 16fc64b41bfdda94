import MapCompatConformance
import MapCompatCore
import Testing

/// The string spellings of ``Capability/step(_:)`` and ``Capability/event(_:)`` that plugins used before kinds
/// were typed still compile and mean what they meant. Each test is deprecated itself, so that it can use the
/// deprecated spellings without a warning (warnings are errors here).
struct CapabilityStringKindTests {
    /// The lists a plugin wrote, as the worked example's `GoogleMapsPlugin.capabilities` wrote them before
    /// kinds were typed: a function reference over names.
    @available(*, deprecated, message: "uses the deprecated string spellings on purpose")
    @Test func aPluginsNameListsGiveTheTypedCapabilities() {
        let steps = ["tap", "pan", "camera", "set"]
        let events = ["mapTap", "overlayTap", "cameraIdle"]
        #expect(steps.map(Capability.step) == [.step(.tap), .step(.pan), .step(.camera), .step(.set)])
        #expect(events.map(Capability.event) == [.event(.mapTap), .event(.overlayTap), .event(.cameraIdle)])
    }

    /// A literal picks the string spelling; a narrowed kind and a name that is no kind keep the dotted name as
    /// written, as before.
    @available(*, deprecated, message: "uses the deprecated string spellings on purpose")
    @Test func namesThatAreNoKindKeepTheirDottedName() {
        let set: Set<Capability> = [.step("quickZoom"), .event("gesture.pan"), .step("fly")]
        #expect(set == [.step(.quickZoom), .gestureEvent(.pan), Capability("step.fly")])
        #expect(Capability.event("gesture.pan").eventKind == "gesture.pan")
    }

    /// A plugin that still lists its capabilities by name runs the built-in suite's specs as before: the
    /// runner takes the names for the kinds they spell.
    @available(*, deprecated, message: "uses the deprecated string spellings on purpose")
    @Test func aPluginListingNamesIsJudgedAsOneListingKinds() {
        #expect(Capability.step("pan").isProvided(by: [.step(.pan)]))
        #expect(Capability.step(.pan).isProvided(by: [.step("pan")]))
        #expect(Capability.event(.mapTap).isSetUp == Capability.event("mapTap").isSetUp)
    }
}

import Testing

@testable import MapCompatPorting

/// The described styles' data holds together: every concept they spell or explain is one the porter knows (a
/// concept of the API map or a callback event), none is both spelled and a gap, and `mapcompat port` finds them.
@Suite struct DescribedVendorStyleTests {
    @Test(arguments: PortingStyle.described)
    func everyDescribedConceptIsKnown(_ style: PortingStyle) {
        let events = Set(CallbackEvent.all.map(\.id))
        let ids = Set(style.spellings.keys).union(style.gaps.keys).union(style.callbacks.keys)
        let unknown = ids.filter { APIMap.concept($0) == nil && !events.contains($0) }
        #expect(unknown.isEmpty, "\(unknown.sorted())")
        let both = Set(style.spellings.keys).intersection(style.gaps.keys)
        #expect(both.isEmpty, "\(both.sorted())")
    }

    @Test(arguments: PortingStyle.described)
    func everyCallbackEventIsExplained(_ style: PortingStyle) {
        let unexplained = CallbackEvent.all.filter { $0.receivers(in: style).isEmpty && $0.gap(in: style) == nil }
            .map(\.id)
        #expect(unexplained.isEmpty, "\(unexplained)")
    }

    @Test func theDescribedStylesAreFoundByNameButAreNotBuiltIn() {
        #expect(PortingStyle.named("MapKit", among: PortingStyle.described) == .mapKit)
        #expect(PortingStyle.named("google", among: PortingStyle.described) == .googleMaps)
        #expect(!PortingStyle.allCases.contains(.mapKit) && !PortingStyle.allCases.contains(.googleMaps))
        #expect(PortingStyle(name: "mapkit") == nil)
    }
}

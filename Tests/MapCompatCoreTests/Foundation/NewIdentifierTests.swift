import MapCompatCore
import Testing

/// `InteractiveMap.newIdentifier(prefix:)`: the identifiers adapters give the objects an app hands them
/// unnamed (`mln-1`, `rm-1`, `overlay-1`).
struct NewIdentifierTests {
    @Test func eachPrefixCountsFromOneOnEachMap() throws {
        let map = try InteractiveMap()
        #expect(map.newIdentifier(prefix: "overlay") == ("overlay-1", 1))
        #expect(map.newIdentifier(prefix: "overlay") == ("overlay-2", 2))
        #expect(map.newIdentifier(prefix: "mln") == ("mln-1", 1))
        #expect(map.newIdentifier(prefix: "overlay").rawValue == "overlay-3")
        #expect(try InteractiveMap().newIdentifier(prefix: "overlay").rawValue == "overlay-1")
    }
}

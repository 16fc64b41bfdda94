import Foundation
import Testing

@testable import MapCompatPorting

/// The API map accounts for every public declaration of the four adapters (their Sources and the platform types
/// they re-export, not their conformance plugins), and lists nothing they do not declare.
@Suite struct CoverageTests {
    static let root = Samples.directory.deletingLastPathComponent().deletingLastPathComponent()
    static let adapters = root.appendingPathComponent("Adapters")
    /// The platform stand-ins (Core Location's types), defined once in their module and re-exported by adapters.
    static let platform = root.appendingPathComponent("Sources/MapCompatCoreLocation")

    /// An adapter's public declarations, with the platform types it re-exports as its own.
    static func declarations(_ style: PortingStyle) throws -> [PublicDeclaration] {
        try APICoverage.declarations(
            in: adapters.appendingPathComponent("\(style.moduleName)/Sources"), reexportingFrom: platform,
            module: "MapCompatCoreLocation")
    }

    @Test(arguments: PortingStyle.allCases)
    func everyPublicMemberIsMapped(_ style: PortingStyle) throws {
        let declarations = try Self.declarations(style)
        #expect(declarations.count > 50, "the scan found too little in \(style.moduleName)")
        let missing = APICoverage.unmapped(declarations, style: style)
        if !missing.isEmpty {
            let list = missing.map { "  \($0.key) (\($0.kind.rawValue), \($0.file):\($0.line))" }
            let message = "\(missing.count) public members of \(style.moduleName) are not in the API map:\n"
            Issue.record(Comment(rawValue: message + list.joined(separator: "\n")))
        }
    }

    @Test(arguments: PortingStyle.allCases)
    func everyMappedMemberExists(_ style: PortingStyle) throws {
        let stale = APICoverage.stale(try Self.declarations(style), style: style)
        #expect(stale.isEmpty, "the API map lists members \(style.moduleName) does not declare: \(stale)")
    }

    /// Core Location's types are defined once (MapCompatCoreLocation) and re-exported by MapLibre, TomTom and route-me:
    /// they count as members of those three styles. NAVER re-exports `CLLocation` alone (its location manager's
    /// reports), not the coordinate or heading types, for which it has its own.
    @Test func platformTypesBelongToTheStylesThatReexportThem() throws {
        for style in PortingStyle.allCases {
            let keys = Set(try Self.declarations(style).map(\.key))
            let expected = style != .naver
            for key in ["CLLocationCoordinate2D.init(latitude:longitude:)", "CLHeading.trueHeading"] {
                #expect(keys.contains(key) == expected, "\(style): \(key)")
            }
            #expect(keys.contains("CLLocation"), "\(style)")
        }
    }

    @Test func reexportsAreReadFromImports() {
        let source = """
            #if !canImport(CoreLocation)
                @_exported import struct MapCompatCore.CLLocationCoordinate2D
                @_exported import typealias MapCompatCore.CLLocationDegrees
                @_exported import Foundation
                import class Other.CLHeading
            #endif
            """
        #expect(
            PublicAPIScanner(source).reexportedNames(from: "MapCompatCore") == [
                "CLLocationCoordinate2D", "CLLocationDegrees",
            ])
        #expect(PublicAPIScanner(source).declarations().isEmpty)
    }

    @Test func eachMemberBelongsToOneConcept() {
        for style in PortingStyle.allCases {
            var owners: [String: [String]] = [:]
            for concept in APIMap.concepts {
                for member in concept.members[style] ?? [] { owners[member.key, default: []].append(concept.id) }
            }
            let shared = owners.filter { $0.value.count > 1 }
            #expect(shared.isEmpty, "\(style): members listed by several concepts: \(shared)")
        }
    }
}

/// What the porter looks for in one style must lead back to one concept, or a round trip could change code.
@Suite struct AmbiguityTests {
    @Test(arguments: PortingStyle.allCases)
    func searchedTemplatesBelongToOneConcept(_ style: PortingStyle) {
        var owners: [String: Set<String>] = [:]
        for concept in APIMap.concepts {
            var templates: [String] = []
            if let spelling = concept.spellings[style], spelling.isSearched { templates.append(spelling.template) }
            templates += (concept.members[style] ?? []).filter(\.isSearched).compactMap(\.template)
            let roles = APIMap.typedPlaceholders[concept.id] ?? [:]
            for template in templates {
                owners[Self.signature(template, roles: roles), default: []].insert(concept.id)
            }
        }
        let shared = owners.filter { $0.value.count > 1 && !Self.isTypedRefinement($0.value, of: style) }
            .map { "\($0.key): \($0.value.sorted())" }.sorted()
        #expect(shared.isEmpty, "\(style): \(shared.joined(separator: "; "))")
    }

    /// The template's tokens, every placeholder the same but for those bound to a kind of value (`$map` and
    /// `$camera` never match the same name: the file gives each name one kind).
    static func signature(_ template: String, roles: [String: TypeRole] = [:]) -> String {
        SwiftTokenizer(template).tokenize().filter { !$0.isTrivia }.map {
            guard $0.text.hasPrefix("$") && $0.text.count > 1 else { return $0.text }
            return roles[String($0.text.dropFirst())].map { "$" + $0.rawValue } ?? "$"
        }.joined(separator: " ")
    }

    /// A typed statement found on a known map view before a member's rename finds the same call on anything else
    /// (`mapView.removeAnnotation(pin)`): no ambiguity when both write the same in every other style that writes
    /// both, so that a round trip gives the same code whichever found it.
    static func isTypedRefinement(_ ids: Set<String>, of style: PortingStyle) -> Bool {
        let concepts = ids.compactMap(APIMap.concept)
        let typed = concepts.filter { APIMap.typedPlaceholders[$0.id] != nil }
        guard concepts.count == 2, typed.count == 1, let member = concepts.first(where: { $0.id != typed[0].id })
        else { return false }
        return PortingStyle.allCases.filter { $0 != style }.allSatisfy { target in
            let written = member.writtenSpelling(target)?.template ?? member.members[target]?.first?.template
            guard let refined = typed[0].writtenSpelling(target)?.template, let written else { return true }
            return signature(refined) == signature(written)
        }
    }
}

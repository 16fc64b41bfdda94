import MapCompatSyntax

/// Members the target lacks, reached without a typed value: on implicit `self` inside a subclass or extension of a
/// vendor type (`iconView = view` in a `GMSMarker` subclass, `setVisibleMapRect(…)` in an `MKMapView`
/// extension), and class members of a type the port renamed (`GMSCameraPosition.camera(withLatitude:…:
/// viewingAngle:)` has no `MLNMapCamera.camera`).
extension MissingMembers {
    /// The names a file declares itself: with `let`, `var`, `func` or `case` (`properties`, which `self.name` may
    /// read), and with those its parameters, labels, closure parameters and loop variables (`all`, which a bare
    /// name may read). A name among them is the app's, not a member its vendor superclass lacks.
    static func declaredIdentifiers(_ tokens: [SwiftToken]) -> (properties: Set<String>, all: Set<String>) {
        let words = tokens.filter { !$0.isTrivia }
        var properties: Set<String> = []
        var all: Set<String> = []
        for (offset, token) in words.enumerated() where token.kind == .identifier {
            let previous = offset > 0 ? words[offset - 1].text : ""
            let next = offset + 1 < words.count ? words[offset + 1].text : ""
            // `let name`, `func name`, `case name`; `for name in`; `name:` is a parameter, a label or a key.
            if ["let", "var", "func", "case"].contains(previous) {
                properties.insert(token.text)
            } else if previous == "for" || next == ":" {
                all.insert(token.text)
            }
            // A closure's parameters: the names between its `{` (or capture list) and `in`.
            guard token.text == "in" else { continue }
            var back = offset - 1
            var names: [String] = []
            while back >= 0, words[back].kind == .identifier || [",", "(", ")"].contains(words[back].text) {
                if words[back].kind == .identifier { names.append(words[back].text) }
                back -= 1
            }
            if back >= 0, ["{", "]"].contains(words[back].text) { all.formUnion(names) }
        }
        return (properties, all.union(properties))
    }

    /// The class members (static members, cases and initialisers) of each type the ``APIMap`` lists for `style`:
    /// empty for a style whose adapter the map does not list (a described style, or one from another package).
    static func typeMembers(of style: PortingStyle) -> [String: Set<String>] { builtInTypeMembers[style] ?? [:] }

    /// ``typeMembers(of:)`` of each built-in style, read from the ``APIMap`` once.
    private static let builtInTypeMembers: [PortingStyle: [String: Set<String>]] = {
        var result: [PortingStyle: [String: Set<String>]] = [:]
        for style in PortingStyle.allCases { result[style] = [:] }
        for concept in APIMap.concepts {
            for (style, members) in concept.members where result[style] != nil {
                for member in members where member.use == .static || member.use == .initializer {
                    result[style]?[member.owner, default: []].insert(member.name)
                }
            }
        }
        return result
    }()

    /// Class members every vendor class has from `NSObject` and `UIView`, which the ``APIMap`` does not list.
    static let inheritedTypeMembers: Set<String> = ["init", "new", "appearance", "animate", "self", "description"]

    /// What a statement reaches that the target lacks without a typed value.
    struct ImplicitUses {
        /// The kind of value `self` is in each type the file declares or extends whose superclass, or which, is a
        /// vendor type (`class PlaceMarker: GMSMarker`, `extension MLNMapView`).
        var selfRoles: [String: TypeModel.Role] = [:]
        /// The names the file declares as properties, functions or locals (``declaredIdentifiers(_:)``).
        var properties: Set<String> = []
        /// The names the file declares in any way, parameters and closure parameters too.
        var declared: Set<String> = []
        /// The target's vendor types with their known class members; empty when the target's are not known.
        var typeMembers: [String: Set<String>] = [:]

        /// Reads `tokens`, a port's text, to `target`.
        init(_ tokens: [SwiftToken], source: PortingStyle, target: PortingStyle) {
            let words = tokens.filter { !$0.isTrivia }
            let facts = StyleTypes.known(involving: [source, target])
            selfRoles = TypeModel.subclassRoles(
                words.indices, { $0 >= 0 && $0 < words.count ? words[$0].text : "" }, facts)
            for (offset, word) in words.enumerated().dropLast() where word.text == "extension" {
                if let role = facts.roles[words[offset + 1].text] { selfRoles[words[offset + 1].text] = role }
            }
            // Only a body where `self` is a vendor type's has bare names to tell from the file's own.
            if !selfRoles.isEmpty { (properties, declared) = declaredIdentifiers(tokens) }
            let owned = Set((owners[target] ?? [:]).values.joined())
            typeMembers = MissingMembers.typeMembers(of: target).filter { owned.contains($0.key) }
        }

        /// The uses in `tokens` (a statement, without trivia) of members `missing` names on implicit `self`, on
        /// `self.` or `super.` in a type of `selfType`, and of class members the target's types do not have.
        func uses(_ tokens: [SwiftToken], missing: [TypeModel.Role: Set<String>], selfType: String?) -> [String] {
            var found: [String] = []
            let lacking = selfType.flatMap { selfRoles[$0] }.flatMap { missing[$0] } ?? []
            for (offset, token) in tokens.enumerated() where token.kind == .identifier {
                let previous = offset > 0 ? tokens[offset - 1].text : ""
                let next = offset + 1 < tokens.count ? tokens[offset + 1].text : ""
                if ["self", "super"].contains(token.text), previous != ".", next == ".", offset + 2 < tokens.count,
                    case let member = tokens[offset + 2].text, lacking.contains(member), !properties.contains(member)
                {
                    found.append("\(token.text).\(member)")
                } else if previous != ".", next != ":", lacking.contains(token.text), !declared.contains(token.text) {
                    found.append(token.text)
                } else if next == ".", offset + 3 < tokens.count, tokens[offset + 3].text == "(",
                    let known = typeMembers[token.text], case let member = tokens[offset + 2].text,
                    !known.contains(member), !inheritedTypeMembers.contains(member)
                {
                    found.append("\(token.text).\(member)")
                }
            }
            return found
        }
    }
}

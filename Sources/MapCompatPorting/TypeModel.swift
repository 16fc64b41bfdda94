/// The vendor types a file gives its names, as roles every style shares (a map view, a marker, a camera), so
/// that a rule can ask what an expression is rather than what it is called.
///
/// It reads declarations, not uses: stored properties and locals written with a type (`var map: MLNMapView!`)
/// or made with one (`let map = RMMapView(frame: …)`), parameters of functions and closures (`_ mapView:
/// NMFMapView`), `if let` / `guard let` bindings of a known name, casts (`as? NMFMarker`), and `self` inside an
/// extension of a vendor type. Names are file-wide (the first declaration with a vendor type wins): app code
/// names its map view the same way throughout a screen, and a name that is not declared with a vendor type is
/// never given one.
struct TypeModel {
    /// What a vendor type is, in every style.
    typealias Role = TypeRole

    /// The type facts the model reads: every built-in style's and the involved styles' (a file may already hold
    /// target names after the callbacks were reshaped); a style's common-word type names only when it is involved.
    let facts: StyleTypes

    /// The role of each name declared with a vendor type.
    private(set) var names: [String: Role] = [:]
    /// The type names each name is declared with (`coor: Coordinate`, `let place = Place(…)`), vendor or not: a
    /// name declared only with the app's own types is not a vendor value.
    private(set) var declaredTypes: [String: Set<String>] = [:]
    /// The types the file declares (`struct Tile`, `class Screen`, `typealias Place`), and those of the module's
    /// other files: an initialiser of a type declared nowhere here is another file's or a system framework's.
    private(set) var declaredTypeNames: Set<String> = []
    /// The names the file reads `.lon` on (`position.lon`): the app's own coordinates, since no SDK's coordinate
    /// has a `lon` (NAVER's has `lng`), so their `lat` is the app's too.
    private(set) var appCoordinateNames: Set<String> = []
    /// Token ranges of extensions and subclasses of vendor types, where `self` has the extended type's role.
    private(set) var extensions: [(range: Range<Int>, role: Role)] = []
    /// Whether the file extends or subclasses NAVER's wrapper view (`extension NMFNaverMapView`, `: NMFNaverMapView`),
    /// the one place where `self.mapView` is the wrapper's map view rather than the app's own property.
    private(set) var selfMayBeNaverWrapper = false
    /// The names declared with an optional vendor type (`var mapView: GMSMapView?`).
    private(set) var optionalNames: Set<String> = []
    /// The names an `if let`, `guard let` or condition list binds (`guard let mapView = mapView else { return }`):
    /// where one of them shadows an optional, its uses there are not optional.
    private(set) var unwrappedNames: Set<String> = []
    /// The names a `for` loop binds over a collection whose element type the file does not declare (`for place in
    /// placesCoordinates`): the app's own data, read from elsewhere, not a value of a vendor's.
    private(set) var unknownElementNames: Set<String> = []

    /// The role of each class the file declares whose superclass is a vendor type (`class PlaceMarker:
    /// GMSMarker`) or another such class: a value made or declared with it has the vendor type's role.
    static func subclassRoles(_ positions: Range<Int>, _ text: (Int) -> String, _ facts: StyleTypes) -> [String: Role] {
        var superclasses: [String: String] = [:]
        for position in positions where text(position) == "class" && text(position + 2) == ":" {
            superclasses[text(position + 1)] = superclasses[text(position + 1)] ?? text(position + 3)
        }
        var roles: [String: Role] = [:]
        for name in superclasses.keys {
            var current = name
            var seen: Set<String> = [name]
            while let next = superclasses[current], seen.insert(next).inserted {
                if let role = facts.roles[next] {
                    roles[name] = role
                    break
                }
                current = next
            }
        }
        return roles
    }

    /// Reads the declarations of `tokens`, knowing the types of `styles` (the port's source and target) and, but
    /// for their common-word names, of every built-in style.
    init(_ tokens: [SwiftToken], styles: [PortingStyle] = PortingStyle.allCases) {
        let facts = StyleTypes.known(involving: styles)
        self.facts = facts
        let significant = tokens.indices.filter { !tokens[$0].isTrivia }
        var loops: [(name: String, collection: String, root: String)] = []
        var tupleLoops: [(name: String, collection: String, isValue: Bool, isEnumerated: Bool)] = []
        // Every name a `let` or `var` of the file binds: a loop over one of them reads the file's own values.
        var bound: Set<String> = []
        func text(_ position: Int) -> String {
            position >= 0 && position < significant.count ? tokens[significant[position]].text : ""
        }
        func declare(_ name: String, _ role: Role) {
            guard !name.isEmpty, name.first.map({ $0.isLetter || $0 == "_" }) ?? false, names[name] == nil else {
                return
            }
            names[name] = role
        }
        let subclassRoles = Self.subclassRoles(significant.indices, text, facts)
        for position in significant.indices {
            let word = text(position)
            // Type names start with a capital; the lookups below that need a type name skip every other word.
            let capitalised = Self.startsWithCapital(word)
            // `name: Type`, `let name = Type(`: the type a name is declared with.
            if capitalised, tokens[significant[position]].kind == .identifier {
                let previous = text(position - 1)
                if Self.typeKeywords.contains(previous) { declaredTypeNames.insert(word) }
                if previous == ":", text(position - 3) == "[", text(position + 1) == "]", text(position - 4) == ":",
                    text(position - 6) != "."
                {
                    // `name: [Key: Type]`: a dictionary, whose values are `Type`.
                    declaredTypes[text(position - 5), default: []].insert("[:" + word + "]")
                } else if previous == ":", text(position - 3) != "." {
                    declaredTypes[text(position - 2), default: []].insert(word)
                } else if previous == "=", text(position + 1) == "(", ["let", "var"].contains(text(position - 3)) {
                    declaredTypes[text(position - 2), default: []].insert(word)
                } else if previous == "[", text(position + 1) == "]", text(position - 2) == ":",
                    text(position - 4) != "."
                {
                    // `name: [Type]`: an array, whose elements are `Type`.
                    declaredTypes[text(position - 3), default: []].insert("[" + word + "]")
                }
            }
            if word == "lon", text(position - 1) == "." { appCoordinateNames.insert(text(position - 2)) }
            if word == "let" || word == "var" { bound.insert(text(position + 1)) }
            if word == "let" || word == "var", ["if", "guard", "while", ","].contains(text(position - 1)),
                ["=", ",", "{", "else"].contains(text(position + 2))
            {
                unwrappedNames.insert(text(position + 1))
            }
            if word == "for", text(position + 1) == "(" {
                // `for (id, stop) in stops`: each name of the tuple is an element's part; over a collection the
                // file does not declare, the app's own data.
                var index = position + 2
                // Each name with its place in the tuple (`(_, marker)`: the value's).
                var tupleNames: [(name: String, slot: Int)] = []
                var slot = 0
                while index < significant.count, text(index) != ")" {
                    if text(index) == "," { slot += 1 }
                    if Self.isName(text(index)), text(index) != "_", text(index) != "let" {
                        tupleNames.append((text(index), slot))
                    }
                    index += 1
                }
                let at = text(index + 2) == "self" && text(index + 3) == "." ? index + 4 : index + 2
                let collection = text(at)
                let isEnumerated = text(at + 1) == "." && text(at + 2) == "enumerated" && text(at + 3) == "("
                let end = isEnumerated ? at + 5 : at + 1
                if text(index + 1) == "in", Self.isName(collection), ["{", "where"].contains(text(end)) {
                    tupleLoops += tupleNames.map {
                        (name: $0.name, collection: collection, isValue: $0.slot == 1, isEnumerated: isEnumerated)
                    }
                }
            }
            if word == "for", text(position + 2) == "in" {
                // `for name in array` (or `self.array`): the name takes the array's element type, below.
                let collection = text(position + 3) == "self" && text(position + 4) == "." ? position + 5 : position + 3
                // `for scooter in Scooter.all`, `for place in viewModel.places`: a chain not rooted in a vendor
                // value names its collection by its last member.
                var last = collection
                while text(last + 1) == ".", Self.isName(text(last + 2)) { last += 2 }
                let next = text(last + 1)
                if next == "{" || next == "where" { loops.append((text(position + 1), text(last), text(collection))) }
            }
            if word == "NMFNaverMapView", ["extension", ":"].contains(text(position - 1)) {
                selfMayBeNaverWrapper = true
            }
            if text(position + 1) == "=", text(position + 2) == "{", let role = facts.closureParameterRoles[word] {
                // `property = { [weak self] name in`, `= { (name) in`, `= { (name: Type) -> Bool in`.
                var next = position + 3
                if text(next) == "[" {
                    while next < significant.count, text(next) != "]", text(next) != "in" { next += 1 }
                    next += 1
                }
                if text(next) == "(" { next += 1 }
                if text(next + 1) == "in" || text(next + 1) == ")" || text(next + 1) == ":" {
                    declare(text(next), role)
                }
            }
            if text(position - 1) == ".", text(position + 1) == "(", let role = facts.caseValueRoles[word] {
                // `.case(name, …)`, `.case(let name, …)`, `.case(annotation: name, …)`.
                var next = position + 2
                if text(next) == "let" || text(next) == "var" { next += 1 }
                if text(next + 1) == ":" { next += 2 }
                if [",", ")"].contains(text(next + 1)) { declare(text(next), role) }
            }
            guard capitalised, let role = facts.roles[word] ?? subclassRoles[word] else { continue }
            let previous = text(position - 1)
            if previous == "any" || previous == "some", text(position - 2) == ":" {
                // `name: any Type`.
                declare(text(position - 3), role)
            } else if previous == ":", text(position - 3) == "class" {
                // `class Name: VendorType`: inside its body, `self` is the vendor type's kind of value.
                var index = significant[position]
                while index < tokens.count, tokens[index].text != "{" { index += 1 }
                if let close = Self.closing(tokens, index) { extensions.append((index..<close, role)) }
            } else if previous == ":" {
                // `name: Type` — a property, a local, a parameter; never a call's label and value (a value is
                // not a type name).
                declare(text(position - 2), role)
                if text(position + 1) == "?" { optionalNames.insert(text(position - 2)) }
            } else if previous == "=", text(position + 1) == "(", ["let", "var"].contains(text(position - 3)) {
                declare(text(position - 2), role)
            } else if previous == "?" || previous == "!", text(position - 2) == "as" {
                // `let name = expression as? Type`: the bound name lies before the `=` on the same statement.
                var back = position - 3
                while back > 0, text(back) != "=", tokens[significant[back]].line == tokens[significant[position]].line
                {
                    back -= 1
                }
                if text(back) == "=", ["let", "var"].contains(text(back - 2)) { declare(text(back - 1), role) }
            } else if previous == "extension" {
                var index = significant[position]
                while index < tokens.count, tokens[index].text != "{" { index += 1 }
                if let close = Self.closing(tokens, index) { extensions.append((index..<close, role)) }
            }
        }
        // A loop's element takes the role of the vendor type its collection holds (`for marker in markers`,
        // `markers: [NMFMarker]`; `for marker in markers.values` and `for (id, marker) in markers`, `markers: [Int:
        // NMFMarker]`), unless the name is bound elsewhere too.
        func declareElement(_ name: String, _ types: Set<String>) {
            if !types.isEmpty { declaredTypes[name, default: []].formUnion(types) }
            if types.count == 1, let type = types.first, let role = facts.roles[type], !bound.contains(name) {
                declare(name, role)
            }
        }
        for (name, collection, root) in loops where root == collection || names[root] == nil {
            if collection == "values", root != collection {
                declareElement(name, Self.dictionaryValues(declaredTypes[root] ?? []))
                continue
            }
            declareElement(name, Self.arrayElements(declaredTypes[collection] ?? []))
            if declaredTypes[collection] == nil, names[collection] == nil, !bound.contains(collection) {
                unknownElementNames.insert(name)
            }
        }
        for loop in tupleLoops {
            guard let declared = declaredTypes[loop.collection] else {
                if names[loop.collection] == nil, !bound.contains(loop.collection) {
                    unknownElementNames.insert(loop.name)
                }
                continue
            }
            guard loop.isValue else { continue }
            declareElement(
                loop.name, loop.isEnumerated ? Self.arrayElements(declared) : Self.dictionaryValues(declared))
        }
        // `if let name = known`, `guard let name = known`, `let name = known`: the binding shares the role;
        // `let name = known?.cameraProperties` and `let map = mapView.map` take the member's.
        for position in significant.indices where text(position) == "let" || text(position) == "var" {
            let name = text(position + 1)
            guard text(position + 2) == "=", var role = names[text(position + 3)] else { continue }
            var next = position + 4
            if ["?", "!"].contains(text(next)) { next += 1 }
            if text(next) == ".",
                let memberRole = facts.memberRoles[text(next + 1)] ?? facts.ownedMemberRoles[role]?[text(next + 1)]
            {
                role = memberRole
                next += 2
            } else {
                next = position + 4
            }
            let endsLine =
                next >= significant.count
                || tokens[significant[next]].line != tokens[significant[next - 1]].line
            if endsLine || [",", "{", "else", ";"].contains(text(next)) { declare(name, role) }
        }
    }

    /// Whether `word` is an identifier (a letter or `_` first).
    static func isName(_ word: String) -> Bool {
        word.first.map { $0.isLetter || $0 == "_" } ?? false
    }

    /// Whether `word` starts with a capital letter, told from its first byte when that is ASCII.
    static func startsWithCapital(_ word: String) -> Bool {
        guard let first = word.utf8.first else { return false }
        guard first >= 0x80 else { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
        return word.first?.isUppercase == true
    }

    /// The role of the expression in `range` of `tokens` (a name, `self`, `self.name`, a chain ending in a
    /// known name or a member whose role is known, with any `?` / `!`), or `nil` when it is not known.
    func role(of range: Range<Int>, in tokens: [SwiftToken]) -> Role? {
        let words = tokens[range].filter { !$0.isTrivia && $0.text != "?" && $0.text != "!" }.map(\.text)
        if let role = elementRole(words) { return role }
        guard let last = words.last, last.first.map({ $0.isLetter || $0 == "_" }) ?? false,
            !words.contains(where: { ["(", ")", "[", "]", "+", "-", "*", "/"].contains($0) })
        else { return nil }
        if last == "self" {
            guard words.count == 1 else { return nil }
            return extensions.last { $0.range.contains(range.lowerBound) }?.role
        }
        // A member with a role on one kind of value only: NAVER's `wrapper.mapView`, TomTom's `mapView.map`.
        if words.count >= 3, let owner = names[words[words.count - 3]],
            let role = facts.ownedMemberRoles[owner]?[last]
        {
            return role
        }
        if words.count > 1, let role = facts.memberRoles[last] { return role }
        return names[last]
    }

    /// The role of an element read off an array the file declares of one vendor type (`markers: [NMFMarker]`):
    /// `markers[index]`, `self.markers[index]`, `Screen.shared.markers[index]`, `markers.first`, `markers.last`.
    private func elementRole(_ words: [String]) -> Role? {
        var collection: Int
        if words.last == "]" {
            var depth = 0
            var index = words.count - 1
            while index > 0 {
                if words[index] == "]" { depth += 1 }
                if words[index] == "[" {
                    depth -= 1
                    if depth == 0 { break }
                }
                index -= 1
            }
            collection = index - 1
        } else if words.count >= 3, words[words.count - 1] == "first" || words[words.count - 1] == "last",
            words[words.count - 2] == "."
        {
            collection = words.count - 3
        } else {
            return nil
        }
        // A name, alone or reached with `.` (not a call's result nor a literal's).
        guard collection >= 0, collection == 0 || words[collection - 1] == ".",
            let declared = declaredTypes[words[collection]]
        else { return nil }
        let elements = Self.arrayElements(declared)
        guard elements.count == 1, declared.count == 1, let element = elements.first else { return nil }
        return facts.roles[element]
    }

    /// The element types of the arrays among `declared` types (`[NMFMarker]`, as ``declaredTypes`` keeps it).
    static func arrayElements(_ declared: Set<String>) -> Set<String> {
        Set(declared.filter { $0.hasPrefix("[") && !$0.hasPrefix("[:") }.map { String($0.dropFirst().dropLast()) })
    }

    /// The value types of the dictionaries among `declared` types (`[Int: NMFMarker]`, kept as `[:NMFMarker]`).
    static func dictionaryValues(_ declared: Set<String>) -> Set<String> {
        Set(declared.filter { $0.hasPrefix("[:") }.map { String($0.dropFirst(2).dropLast()) })
    }

    /// Adds the names `other` knows and this model does not (the file before its callbacks were reshaped).
    mutating func absorbNames(_ other: TypeModel) {
        names.merge(other.names) { mine, _ in mine }
        declaredTypeNames.formUnion(other.declaredTypeNames)
        appCoordinateNames.formUnion(other.appCoordinateNames)
        optionalNames.formUnion(other.optionalNames)
        unwrappedNames.formUnion(other.unwrappedNames)
        unknownElementNames.formUnion(other.unknownElementNames)
        selfMayBeNaverWrapper = selfMayBeNaverWrapper || other.selfMayBeNaverWrapper
    }

    /// Adds names and types this model does not know (those the module's other files declare).
    mutating func absorbNames(_ other: ModuleNames) {
        names.merge(other.names) { mine, _ in mine }
        declaredTypeNames.formUnion(other.declaredTypeNames)
    }

    /// The keywords that declare a type, whose next word is its name.
    static let typeKeywords: Set<String> = ["struct", "class", "enum", "protocol", "actor", "typealias"]

    /// The names alone, for code lifted out of the file (an interpolation), where token positions differ.
    var namesOnly: TypeModel {
        var copy = self
        copy.extensions = []
        return copy
    }

    static func closing(_ tokens: [SwiftToken], _ open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < tokens.count {
            if tokens[index].kind == .punctuation {
                if tokens[index].text == "{" { depth += 1 }
                if tokens[index].text == "}" {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            index += 1
        }
        return nil
    }
}

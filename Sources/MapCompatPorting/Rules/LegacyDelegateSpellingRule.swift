import MapCompatSyntax

/// A delegate method written with Swift 2's spelling of its Objective-C selector, renamed to the spelling Swift's
/// importer gives that selector today, so that the callback port recognises it:
///
/// ```swift
/// func singleTapOnMap(map: RMMapView!, at point: CGPoint)          // Swift 2: singleTapOnMap:at:
/// func singleTap(onMap map: RMMapView!, at point: CGPoint)         // the same selector since Swift 3
/// ```
///
/// Swift 2 gave a method's first parameter no argument label and used the selector's pieces as they are; Swift 3
/// moved the first piece's last words into the first label and dropped the longest ending that repeats a
/// parameter's type (SE-0005, "Better Translation of Objective-C APIs Into Swift": `layerForAnnotation:` became
/// `layerFor:` for an `RMAnnotation` parameter). A method read with Swift 2's rules is the requirement whose
/// pieces it spells once that ending is dropped the same way. Apps written before Swift 3 and never renamed
/// (route-me's and the first Mapbox SDK's public clients) keep these spellings; under a newer compiler they are
/// never called.
///
/// Only methods of a type that adopts one of the source's delegate protocols are read, and only those whose
/// current reading matches no requirement; the rest of the header (types, body) is left as it is. A method that
/// spells no requirement but nearly names one (`mapcompat lint`'s near miss) is left as it is under a review
/// note: it was never called in the source either, and its port would not be.
struct LegacyDelegateSpellingRule: PortRule {
    /// A requirement's selector pieces and, per piece, the type words Swift 3 may have dropped from it.
    struct Selector {
        let requirement: DelegateRequirements.Requirement
        let function: FunctionDecl
        let pieces: [String]
        let droppable: [Set<String>]
        /// Its parameters' type names, bare (`RMMapView` of `RMMapView!`).
        let typeNames: [String]
    }

    /// What the protocols a type adopts ask for, arranged for reading its methods.
    struct Asked {
        let fullNames: Set<String>
        let byArity: [Int: [Selector]]
        let requirements: [(String, DelegateRequirements.Requirement)]

        init(_ selectors: [Selector]) {
            fullNames = Set(selectors.map(\.requirement.fullName))
            byArity = Dictionary(grouping: selectors, by: \.pieces.count)
            requirements = selectors.map { ("", $0.requirement) }
        }
    }

    /// The source's delegate protocols and their requirements' selectors.
    let selectors: [String: [Selector]]
    /// The source's vendor types that its requirements take (`RMMapView`, `RMAnnotation`): every delegate method
    /// takes one, so a method that takes none is not read.
    let vendorTypes: Set<String>

    init(context: PortContext) {
        var requirements = DelegateRequirements.adapters
        requirements.add(context.source)
        var selectors: [String: [Selector]] = [:]
        for name in CallbackEvent.conformances(of: context.source) {
            selectors[name] = (requirements.protocols[name] ?? []).compactMap(Self.selector)
        }
        self.selectors = selectors
        let taken = Set(selectors.values.joined().flatMap(\.typeNames))
        let known = taken.intersection(context.source.types.roles.keys)
        vendorTypes = known.isEmpty ? taken : known
    }

    static func applies(to context: PortContext) -> Bool { !CallbackEvent.conformances(of: context.source).isEmpty }

    /// Only a file that names one of the source's delegate protocols has a type adopting it.
    func mayEdit(_ text: String) -> Bool { selectors.keys.contains { text.containsText($0) } }

    func edits(in file: PortFile, findings: inout [PortFinding]) -> [SourceEdit] {
        // The types and extensions, in one walk that does not enter function bodies (delegates are not declared
        // there).
        var groups: [(name: String, group: any DeclGroupNode)] = []
        file.tree.root.walk { node in
            if let type = node.as(ClassDecl.self) {
                groups.append((type.name?.identifier ?? "", type))
            } else if let type = node.as(StructDecl.self) {
                groups.append((type.name?.identifier ?? "", type))
            } else if let type = node.as(ExtensionDecl.self) {
                groups.append((Self.lastComponent(type.extendedType?.syntax.trimmedText ?? ""), type))
            } else if node.kind == .codeBlock {
                return .skipChildren
            }
            return .visitChildren
        }
        // The protocols each type adopts, in its declaration or any extension; then, once per type, what they ask.
        var adopted: [String: Set<String>] = [:]
        for (name, group) in groups {
            for type in group.inheritedTypes {
                let protocolName = Self.lastComponent(type.syntax.trimmedText)
                if selectors[protocolName] != nil { adopted[name, default: []].insert(protocolName) }
            }
        }
        let asked = adopted.mapValues { Asked($0.sorted().flatMap { selectors[$0] ?? [] }) }
        var edits: [SourceEdit] = []
        for (name, group) in groups {
            guard let asked = asked[name], !file.isRestored(group.syntax) else { continue }
            let (current, byArity, requirements) = (asked.fullNames, asked.byArity, asked.requirements)
            for function in group.members.compactMap({ $0.as(FunctionDecl.self) }) {
                let parameters = function.parameters
                guard !function.hasModifier(.private), !function.hasModifier(.fileprivate),
                    parameters.contains(where: {
                        vendorTypes.contains(Self.bareName($0.type?.syntax.trimmedText ?? ""))
                    })
                else { continue }
                let fullName = function.fullName
                guard !current.contains(fullName) else { continue }
                guard let written = Self.swift2Pieces(function, parameters),
                    let selector = byArity[written.count]?.first(where: { Self.spells(written, $0) }),
                    let renamed = Self.renamed(function, as: selector, in: file)
                else {
                    // Nearly a requirement, and no spelling of one: it compiles under any name and is never called.
                    if !function.hasModifier(.override),
                        let (_, near) = DelegateRequirements.closest(fullName, among: requirements)
                    {
                        findings.append(
                            PortFinding(
                                offset: (function.name ?? function.syntax.firstToken).trimmedRange.lowerBound,
                                kind: .review, concept: "type.mapDelegate",
                                message: "\(fullName) is not \(near.fullName), which it nearly spells: "
                                    + "nothing calls it, in the source or the port; the requirement is \(near.signature)"
                            ))
                    }
                    continue
                }
                edits += renamed
                findings.append(
                    PortFinding(
                        offset: renamed[0].range.lowerBound, kind: .automatic, concept: "type.mapDelegate",
                        message: "\(fullName), Swift 2's spelling of the selector, written "
                            + selector.requirement.fullName))
            }
        }
        return edits
    }

    /// A method's selector pieces read with Swift 2's rules: its base name, then each later label; `nil` unless its
    /// first parameter has one name (Swift 2 gave it no label).
    static func swift2Pieces(_ function: FunctionDecl, _ parameters: [FunctionParameter]) -> [String]? {
        guard let base = function.name?.identifier, let first = parameters.first, first.secondName == nil,
            first.label != nil
        else { return nil }
        return [base] + parameters.dropFirst().map { $0.label ?? "" }
    }

    /// Whether the pieces of a method read with Swift 2's rules spell `selector`: each is the requirement's, or
    /// becomes it once the ending it shares with its parameter's type is dropped.
    static func spells(_ written: [String], _ selector: Selector) -> Bool {
        zip(written, zip(selector.pieces, selector.droppable)).allSatisfy { piece, wanted in
            piece == wanted.0 || (piece.hasPrefix(wanted.0) && pruned(piece, wanted.1) == wanted.0)
        }
    }

    /// `piece` without the longest ending it shares with its parameter's type, as Swift 3's importer prunes it:
    /// `layerForAnnotation` is `layerFor`; `singleTapOnMapView` (for an `RMMapView`) would be `singleTapOn`.
    static func pruned(_ piece: String, _ typeWords: Set<String>) -> String? {
        let ending = typeWords.filter { piece.hasSuffix($0) && piece.count > $0.count }.max { $0.count < $1.count }
        return ending.map { String(piece.dropLast($0.count)) }
    }

    /// The edits that give `function` the requirement's base name and labels, keeping each parameter's name.
    static func renamed(_ function: FunctionDecl, as selector: Selector, in file: PortFile) -> [SourceEdit]? {
        guard let name = function.name, let wantedName = selector.function.name?.identifier else { return nil }
        var edits: [SourceEdit] = []
        if name.identifier != wantedName { edits.append(SourceEdit(range: name.trimmedRange, replacement: wantedName)) }
        for (parameter, wanted) in zip(function.parameters, selector.function.parameters) {
            guard let first = parameter.firstName, let last = parameter.secondName ?? parameter.firstName,
                let inner = parameter.name?.text
            else { return nil }
            let label = wanted.label ?? "_"
            let names = label == inner ? inner : "\(label) \(inner)"
            let range = first.trimmedRange.lowerBound..<last.trimmedRange.upperBound
            if names != file.text(range) { edits.append(SourceEdit(range: range, replacement: names)) }
        }
        return edits.isEmpty ? nil : edits
    }

    /// A requirement's selector: its pieces as Swift 3 names them, and the words of each parameter's type.
    static func selector(_ requirement: DelegateRequirements.Requirement) -> Selector? {
        guard
            let function = SyntaxTree(parsing: requirement.signature + " {}").root.syntax.descendants(FunctionDecl.self)
                .first,
            let base = function.name?.identifier, !function.parameters.isEmpty
        else { return nil }
        let labels = function.parameters.map { $0.label ?? "" }
        let pieces = [base + labels[0].prefix(1).uppercased() + labels[0].dropFirst()] + labels.dropFirst()
        let types = function.parameters.map { bareName($0.type?.syntax.trimmedText ?? "") }
        return Selector(
            requirement: requirement, function: function, pieces: pieces, droppable: types.map(typeWordSuffixes),
            typeNames: types)
    }

    /// The endings of a type's name that Swift 3 drops from a selector piece: `Annotation` of `RMAnnotation!`,
    /// `UserLocation` and `Location` of `RMUserLocation`, `Control` of `UIControl`.
    static func typeWordSuffixes(_ type: String) -> Set<String> {
        let name = bareName(type)
        var words: [String] = []
        for character in name {
            let startsWord =
                character.isUppercase
                && (words.last.map { !$0.allSatisfy(\.isUppercase) } ?? true)
            if startsWord || words.isEmpty {
                words.append(String(character))
            } else if character.isLowercase, let last = words.last, let capital = last.last, last.count > 1,
                last.allSatisfy(\.isUppercase)
            {
                // The end of an acronym starts the next word: `RMMap` is `RM` and `Map`.
                words[words.count - 1] = String(last.dropLast())
                words.append(String(capital) + String(character))
            } else {
                words[words.count - 1].append(character)
            }
        }
        return Set((1..<max(words.count, 1)).map { words.suffix($0).joined() })
    }

    /// A type's name without optionality, `any` or module: `RMAnnotation` of `RMAnnotation!`.
    static func bareName(_ type: String) -> String {
        var text = Substring(type)
        if text.hasPrefix("any ") { text = text.dropFirst(4) }
        return lastComponent(String(text.filter { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }))
    }

    private static func lastComponent(_ type: String) -> String {
        String(type.split(separator: ".").last ?? Substring(type))
    }
}

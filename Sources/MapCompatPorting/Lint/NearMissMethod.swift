import Foundation
import MapCompatCore
import MapCompatSyntax

/// A method of a type that adopts a delegate protocol, named nearly as one of the protocol's requirements
/// but not quite: it compiles and is never called.
public struct NearMissMethod: Hashable, Sendable, CustomStringConvertible {
    /// Where the method is declared (1-based).
    public var line: Int
    /// The column of its `func` (1-based).
    public var column: Int
    /// The type (or extended type) that declares it.
    public var typeName: String
    /// Its full name as written: `mapView(_:shouldDragAnnotation:)`.
    public var written: String
    /// The protocol whose requirement it nearly matches.
    public var protocolName: String
    /// That requirement.
    public var requirement: DelegateRequirements.Requirement

    /// Creates a finding.
    public init(
        line: Int, column: Int, typeName: String, written: String, protocolName: String,
        requirement: DelegateRequirements.Requirement
    ) {
        self.line = line
        self.column = column
        self.typeName = typeName
        self.written = written
        self.protocolName = protocolName
        self.requirement = requirement
    }

    /// `'mapView(_:shouldDragAnnotation:)' of Screen nearly matches RMMapViewDelegate's 'mapView(_:shouldDrag:)' …`.
    public var description: String {
        "'\(written)' of \(typeName) nearly matches \(protocolName)'s '\(requirement.fullName)' and is never "
            + "called; the requirement is \(requirement.signature)"
    }
}

extension DelegateRequirements {
    /// The methods in `source` that nearly match a requirement of a protocol their type adopts (in the type's
    /// declaration or an extension in the same source): the same base name and number of arguments with one
    /// or two labels that differ but are alike (one is the start of the other, as an Objective-C name is of
    /// its Swift name, or a few edits apart), or the same labels with a base name nearly the requirement's
    /// (two edits away, or most of it).
    /// Private, `fileprivate` and `override` methods are left alone, as Swift's own near-miss warning leaves
    /// private ones.
    public func nearMisses(in source: String) -> [NearMissMethod] {
        let tree = SyntaxTree(parsing: source)
        let root = tree.root.syntax
        var groups: [(name: String, group: any DeclGroupNode)] = []
        for node in root.descendants(ClassDecl.self) { groups.append((node.name?.identifier ?? "", node)) }
        for node in root.descendants(StructDecl.self) { groups.append((node.name?.identifier ?? "", node)) }
        for node in root.descendants(EnumDecl.self) { groups.append((node.name?.identifier ?? "", node)) }
        for node in root.descendants(ActorDecl.self) { groups.append((node.name?.identifier ?? "", node)) }
        for node in root.descendants(ExtensionDecl.self) {
            groups.append((Self.lastComponent(node.extendedType?.syntax.trimmedText ?? ""), node))
        }
        var adopted: [String: Set<String>] = [:]
        for (name, group) in groups {
            for type in group.inheritedTypes {
                let protocolName = Self.lastComponent(type.syntax.trimmedText)
                if protocols[protocolName] != nil { adopted[name, default: []].insert(protocolName) }
            }
        }
        var findings: [NearMissMethod] = []
        for (name, group) in groups {
            guard let names = adopted[name] else { continue }
            let required = names.sorted().flatMap { protocolName in
                (protocols[protocolName] ?? []).map { (protocolName, $0) }
            }
            let exact = Set(required.map(\.1.fullName))
            for function in group.members.compactMap({ $0.as(FunctionDecl.self) }) {
                guard !function.hasModifier(.private), !function.hasModifier(.fileprivate),
                    !function.hasModifier(.override), !exact.contains(function.fullName),
                    let (protocolName, requirement) = Self.closest(function.fullName, among: required)
                else { continue }
                let at = function.name ?? function.syntax.firstToken
                findings.append(
                    NearMissMethod(
                        line: at.line, column: at.column, typeName: name, written: function.fullName,
                        protocolName: protocolName, requirement: requirement))
            }
        }
        return findings.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// The requirement `fullName` nearly matches, the closest first; `nil` when none is near.
    static func closest(
        _ fullName: String, among required: [(String, Requirement)]
    ) -> (String, Requirement)? {
        let written = FullName(fullName)
        var best: (score: Int, match: (String, Requirement))?
        for entry in required {
            let wanted = FullName(entry.1.fullName)
            guard written.labels.count == wanted.labels.count else { continue }
            var score: Int?
            if written.base == wanted.base {
                let differing = zip(written.labels, wanted.labels).filter { $0 != $1 }
                if (1...2).contains(differing.count), differing.allSatisfy(Self.alike) {
                    score = differing.reduce(0) { $0 + EditDistance.between($1.0, $1.1) }
                }
            } else if written.labels == wanted.labels, Self.nearlyNamed(written.base, wanted.base) {
                score = EditDistance.between(written.base, wanted.base)
            }
            if let score, score < (best?.score ?? .max) { best = (score, entry) }
        }
        return best?.match
    }

    /// Whether two labels are alike: one starts the other, or they are a few edits apart.
    private static func alike(_ pair: (String, String)) -> Bool {
        let (a, b) = (pair.0.lowercased(), pair.1.lowercased())
        guard a != "_", b != "_" else { return false }
        if a.hasPrefix(b) || b.hasPrefix(a) { return true }
        return EditDistance.between(a, b) <= max(2, min(a.count, b.count) / 3)
    }

    /// Whether two base names are nearly one: two edits apart, or one starts the other and is most of it
    /// (`mapViewDidFinishLoading` for `mapViewDidFinishLoadingMap`, not `mapView` for it).
    private static func nearlyNamed(_ a: String, _ b: String) -> Bool {
        let (short, long) = a.count <= b.count ? (a, b) : (b, a)
        return EditDistance.between(a, b) <= 2 || (long.hasPrefix(short) && short.count * 3 >= long.count * 2)
    }

    private static func lastComponent(_ type: String) -> String {
        String(type.split(separator: ".").last ?? Substring(type)).trimmingCharacters(in: .whitespaces)
    }
}

/// A full name split into its base name and labels: `mapView(_:didTapAt:)` is `mapView` and `["_", "didTapAt"]`.
private struct FullName {
    var base: String
    var labels: [String]

    init(_ text: String) {
        let open = text.firstIndex(of: "(") ?? text.endIndex
        base = String(text[..<open])
        labels = text[open...].dropFirst().dropLast().split(separator: ":").map(String.init)
    }
}

import Foundation
import MapCompatSyntax

/// The methods each delegate protocol asks for, by full name (`mapView(_:didTapAt:)`) with the signature to
/// write. `mapcompat lint` compares a screen's methods with them (``nearMisses(in:)``): a method that nearly
/// matches a requirement compiles, because the adapters' protocols give every optional method a default, and
/// is never called.
public struct DelegateRequirements: Sendable {
    /// One method a protocol asks for.
    public struct Requirement: Hashable, Sendable {
        /// The name with its argument labels: `mapView(_:shouldDrag:)`.
        public var fullName: String
        /// The declaration to write: `func mapView(_ mapView: RMMapView!, shouldDrag annotation: RMAnnotation!) -> Bool`.
        public var signature: String

        /// A requirement.
        public init(_ fullName: String, _ signature: String) {
            self.fullName = fullName
            self.signature = signature
        }
    }

    /// The requirements of each protocol, by protocol name, in the order they are declared.
    public private(set) var protocols: [String: [Requirement]]

    /// Requirements given by protocol name.
    public init(protocols: [String: [Requirement]]) {
        self.protocols = protocols
    }

    /// The delegate and data-source protocols (names ending in `Delegate` or `DataSource`) declared in Swift
    /// sources, with their methods. A full name declared twice (route-me's two spellings of one method) keeps
    /// its first signature.
    public init(scanning sources: [String]) {
        protocols = Self.declarations(scanning: sources).mapValues { requirements in
            var seen: Set<String> = []
            return requirements.filter { seen.insert($0.fullName).inserted }
        }
    }

    /// Every method the delegate and data-source protocols in `sources` declare, overloads and second
    /// spellings included, in order: what a comparison with the vendor's headers reads.
    public static func declarations(scanning sources: [String]) -> [String: [Requirement]] {
        var protocols: [String: [Requirement]] = [:]
        for source in sources {
            let tree = SyntaxTree(parsing: source)
            for declaration in tree.root.syntax.descendants(ProtocolDecl.self) {
                guard let name = declaration.name?.identifier,
                    name.hasSuffix("Delegate") || name.hasSuffix("DataSource")
                else { continue }
                for function in declaration.members.compactMap({ $0.as(FunctionDecl.self) }) {
                    protocols[name, default: []].append(Requirement(function.fullName, Self.signature(of: function)))
                }
            }
        }
        return protocols
    }

    /// Adds the delegate methods a porting style writes (its ``CallbackSpelling`` methods with their
    /// conformance), so that a plugin's style is linted as the built-in adapters are.
    public mutating func add(_ style: PortingStyle) {
        for spellings in style.callbacks.values {
            for spelling in spellings {
                guard case .method(let text) = spelling.shape, let conformance = spelling.conformance,
                    let function = SyntaxTree(parsing: "func \(text) {}").root.syntax.descendants(FunctionDecl.self)
                        .first
                else { continue }
                let requirement = Requirement(function.fullName, Self.signature(of: function))
                if !protocols[conformance, default: []].contains(where: { $0.fullName == requirement.fullName }) {
                    protocols[conformance, default: []].append(requirement)
                }
            }
        }
    }

    /// `func name(parameters) -> Result`, on one line.
    static func signature(of function: FunctionDecl) -> String {
        let text = "func \(function.name?.text ?? "")\(function.signature?.syntax.trimmedText ?? "()")"
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
    }
}

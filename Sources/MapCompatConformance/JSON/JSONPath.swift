import Foundation

/// A location inside a JSON document, written as `$.steps[3].pan.duration`.
///
/// Keys that are not plain identifiers are written in brackets: `$.expect.dragState["pin 1"]`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    private enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    private var components: [Component] = []

    /// The document's root, `$`.
    public static let root = JSONPath()

    /// The path of a member of the object at this path.
    public func key(_ name: String) -> JSONPath {
        var path = self
        path.components.append(.key(name))
        return path
    }

    /// The path of an element of the array at this path.
    public func index(_ position: Int) -> JSONPath {
        var path = self
        path.components.append(.index(position))
        return path
    }

    /// The path as text, starting with `$`.
    public var description: String {
        components.reduce(into: "$") { text, component in
            switch component {
            case .index(let position): text += "[\(position)]"
            case .key(let name) where Self.isIdentifier(name): text += ".\(name)"
            case .key(let name):
                let escaped = name.replacingOccurrences(of: "\\", with: "\\\\")
                    .replacingOccurrences(of: "\"", with: "\\\"")
                text += "[\"\(escaped)\"]"
            }
        }
    }

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic && first.isASCII
        else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
        }
    }
}

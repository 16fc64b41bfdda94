/// Lists the public declarations of a Swift source file, read with ``SwiftTokenizer`` (no compiler needed).
///
/// It follows the declaration structure that adapters use: types, extensions and protocols open scopes;
/// every other brace (a function body, an accessor block, a closure) is skipped whole. A declaration is
/// public when it says `public` or `open` inside a public type (or an extension), when it is a requirement of
/// a public protocol, or when it is a case of a public enum. Conditional compilation blocks are read as if
/// every branch were compiled.
public struct PublicAPIScanner: Sendable {
    private let tokens: [SwiftToken]
    private let file: String

    /// Prepares to scan `source`; `file` names it in the declarations.
    public init(_ source: String, file: String = "") {
        tokens = SwiftTokenizer(source).tokenize().filter { !$0.isTrivia }
        self.file = file
    }

    private struct Scope {
        var name: String
        var isVisible: Bool
        var isProtocol: Bool
        var isEnum: Bool
        var membersDefaultPublic: Bool
    }

    static let modifierWords: Set<String> = [
        "public", "open", "private", "fileprivate", "internal", "package", "final", "static", "override",
        "convenience", "weak", "unowned", "mutating", "nonmutating", "nonisolated", "lazy", "required", "dynamic",
        "indirect", "optional", "isolated", "consuming", "borrowing",
    ]
    static let accessWords: Set<String> = ["public", "open", "private", "fileprivate", "internal", "package"]
    static let typeWords: Set<String> = ["class", "struct", "enum", "protocol", "actor", "extension"]
    static let memberWords: Set<String> = [
        "typealias", "associatedtype", "func", "init", "var", "let", "case", "subscript",
    ]

    /// The public declarations, in source order.
    public func declarations() -> [PublicDeclaration] {
        var result: [PublicDeclaration] = []
        var stack: [Scope] = []
        var pending: Scope?
        var modifiers: Set<String> = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let text = token.text
            let afterDot = index > 0 && tokens[index - 1].text == "."
            if text == "@" {
                index = skipGroup(after: index + 2)
                continue
            }
            if text == "{" {
                if let scope = pending {
                    stack.append(scope)
                    pending = nil
                    index += 1
                } else {
                    index = (closing(index) ?? tokens.count - 1) + 1
                }
                modifiers = []
                continue
            }
            if text == "}" {
                _ = stack.popLast()
                modifiers = []
                index += 1
                continue
            }
            if text == "(" || text == "[" {
                index = (closing(index) ?? tokens.count - 1) + 1
                continue
            }
            guard token.kind == .identifier, !afterDot else {
                index += 1
                continue
            }
            let next = index + 1 < tokens.count ? tokens[index + 1].text : ""
            let classModifier = text == "class" && ["func", "var", "let", "subscript", "class"].contains(next)
            if Self.modifierWords.contains(text) || classModifier {
                modifiers.insert(classModifier ? "static" : text)
                index = next == "(" ? skipGroup(after: index + 1) : index + 1
                continue
            }
            let parent = stack.last
            let explicitAccess = !modifiers.isDisjoint(with: Self.accessWords)
            let saysPublic = modifiers.contains("public") || modifiers.contains("open")
            let parentVisible = parent?.isVisible ?? true
            if Self.typeWords.contains(text) {
                let (name, end) = typeName(after: index)
                if text == "extension" {
                    pending = Scope(
                        name: name, isVisible: true, isProtocol: false, isEnum: false,
                        membersDefaultPublic: saysPublic)
                } else {
                    let isPublic =
                        parentVisible
                        && (saysPublic || (!explicitAccess && (parent?.membersDefaultPublic ?? false)))
                    let fullName = parent.map { "\($0.name).\(name)" } ?? name
                    if isPublic {
                        result.append(declaration(fullName, .type, token, modifiers, requirement: false))
                    }
                    pending = Scope(
                        name: fullName, isVisible: isPublic, isProtocol: text == "protocol", isEnum: text == "enum",
                        membersDefaultPublic: isPublic && text == "protocol")
                }
                modifiers = []
                index = end
                continue
            }
            if Self.memberWords.contains(text) {
                let isRequirement = parent?.isProtocol ?? false
                let isPublic =
                    parentVisible
                    && (saysPublic
                        || (!explicitAccess && (parent?.membersDefaultPublic ?? false))
                        || (text == "case" && (parent?.isEnum ?? false)))
                let (names, kind, end) = memberNames(at: index)
                if isPublic {
                    for name in names {
                        let key = parent.map { "\($0.name).\(name)" } ?? name
                        result.append(declaration(key, kind, token, modifiers, requirement: isRequirement))
                    }
                }
                modifiers = []
                index = end
                continue
            }
            modifiers = []
            index += 1
        }
        return result
    }

    /// The names this file re-exports from `module` (`@_exported import struct MapCompatCoreLocation.CLLocation`
    /// gives `CLLocation`), in source order; a whole-module re-export is not listed.
    public func reexportedNames(from module: String) -> [String] {
        var names: [String] = []
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            guard tokens[index].text == "@", tokens[index + 1].text == "_exported", tokens[index + 2].text == "import"
            else { continue }
            var path = index + 3
            if path < tokens.count, Self.importKinds.contains(tokens[path].text) { path += 1 }
            var components: [String] = []
            while path < tokens.count, tokens[path].kind == .identifier {
                components.append(tokens[path].text)
                guard path + 1 < tokens.count, tokens[path + 1].text == "." else { break }
                path += 2
            }
            if components.count > 1, components.first == module, let name = components.last { names.append(name) }
        }
        return names
    }

    static let importKinds: Set<String> = [
        "struct", "class", "enum", "protocol", "typealias", "func", "var", "let",
    ]

    private func declaration(
        _ key: String, _ kind: PublicDeclaration.Kind, _ token: SwiftToken, _ modifiers: Set<String>,
        requirement: Bool
    ) -> PublicDeclaration {
        PublicDeclaration(
            key: key, kind: kind, isRequirement: requirement, isStatic: modifiers.contains("static"), file: file,
            line: token.line)
    }

    /// The (dotted) name after a type keyword, and the index after it.
    private func typeName(after keyword: Int) -> (String, Int) {
        var index = keyword + 1
        var name = ""
        // A constrained extension (`extension P where Self: Q`) extends `P`: its name stops at `where`.
        while index < tokens.count, tokens[index].text != "where",
            tokens[index].kind == .identifier || tokens[index].text == "."
        {
            name += tokens[index].text
            index += 1
        }
        return (name, index)
    }

    /// The names a member declaration introduces (several for `case a, b`), its kind, and where it ends.
    private func memberNames(at keyword: Int) -> ([String], PublicDeclaration.Kind, Int) {
        let text = tokens[keyword].text
        var index = keyword + 1
        switch text {
        case "case":
            var names: [String] = []
            while index < tokens.count, tokens[index].kind == .identifier {
                names.append(tokens[index].text)
                index += 1
                if index < tokens.count, tokens[index].text == "(" { index = skipGroup(after: index) }
                if index < tokens.count, tokens[index].text == "=" {
                    index += 1
                    if index < tokens.count, tokens[index].text == "-" { index += 1 }
                    index += 1
                }
                guard index < tokens.count, tokens[index].text == "," else { break }
                index += 1
            }
            return (names, .enumCase, index)
        case "func", "init", "subscript":
            var name = text == "func" ? "" : text
            if text == "func" {
                if index < tokens.count, tokens[index].kind == .identifier {
                    name = tokens[index].text
                    index += 1
                } else {
                    while index < tokens.count, tokens[index].kind == .punctuation, tokens[index].text != "(" {
                        name += tokens[index].text
                        index += 1
                    }
                }
            }
            while index < tokens.count, ["?", "!"].contains(tokens[index].text) { index += 1 }
            if index < tokens.count, tokens[index].text == "<" { index = skipAngles(index) }
            guard index < tokens.count, tokens[index].text == "(" else { return ([name], .method, index) }
            let labels = parameterLabels(open: index, isSubscript: text == "subscript")
            let kind: PublicDeclaration.Kind =
                text == "init" ? .initializer : text == "subscript" ? .subscript : .method
            return ([name + "(" + labels.map { $0 + ":" }.joined() + ")"], kind, skipGroup(after: index))
        default:
            guard index < tokens.count, tokens[index].kind == .identifier else { return ([], .property, index) }
            let kind: PublicDeclaration.Kind =
                text == "typealias" ? .type : text == "associatedtype" ? .associatedType : .property
            return ([tokens[index].text], kind, index + 1)
        }
    }

    /// The argument labels of the parameter list opened at `open`.
    private func parameterLabels(open: Int, isSubscript: Bool) -> [String] {
        guard let close = closing(open), close > open + 1 else { return [] }
        var labels: [String] = []
        var start = open + 1
        var index = open + 1
        var depth = 0
        while index <= close {
            let text = tokens[index].text
            if ["(", "[", "{"].contains(text) || (text == "<") { depth += 1 }
            if [")", "]", "}"].contains(text) || (text == ">" && tokens[index - 1].text != "-") { depth -= 1 }
            if (text == "," && depth == 0) || index == close {
                let names = tokens[start..<index].prefix { $0.text != ":" }
                if let first = names.first {
                    labels.append(isSubscript && names.count == 1 ? "_" : first.text)
                }
                start = index + 1
            }
            index += 1
        }
        return labels
    }

    /// The index after the bracket group starting at `index` (or `index` when no group starts there).
    private func skipGroup(after index: Int) -> Int {
        guard index < tokens.count, ["(", "[", "{"].contains(tokens[index].text) else { return index }
        return (closing(index) ?? tokens.count - 1) + 1
    }

    private func skipAngles(_ open: Int) -> Int {
        var depth = 0
        var index = open
        while index < tokens.count {
            if tokens[index].text == "<" { depth += 1 }
            if tokens[index].text == ">" && tokens[index - 1].text != "-" {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return index
    }

    private func closing(_ open: Int) -> Int? {
        var depth = 0
        for index in open..<tokens.count {
            let text = tokens[index].text
            if ["(", "[", "{"].contains(text) { depth += 1 }
            if [")", "]", "}"].contains(text) {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}

import Foundation
import MapCompatPorting
import Testing

/// The `RealClient` screens ported every way: what is not map code comes out byte for byte, no type is
/// commented out, and the share of lines ported automatically per pair.
@Suite struct RealClientCorpusTests {
    /// The names a style's map code is written with: every name of its adapter's public declarations (types and
    /// members, the core's re-exported platform names included) and every name in its API-map spellings.
    static func mapNames(_ style: PortingStyle) throws -> Set<String> {
        var names: Set<String> = []
        for declaration in try CoverageTests.declarations(style) {
            let base = declaration.key.split(separator: "(", maxSplits: 1).first ?? ""
            names.formUnion(base.split(separator: ".").map(String.init))
        }
        for concept in APIMap.concepts {
            guard let template = concept.spellings[style]?.template else { continue }
            names.formUnion(Self.identifiers(template))
        }
        return names.subtracting(["init", "subscript", "self", "Self"]).subtracting(standardLibraryNames)
    }

    /// The Swift standard library's names that spellings write around map calls (a path grown as an array:
    /// `path.append(…)`, `UInt(path.count)`): they make no line map code.
    static let standardLibraryNames: Set<String> = ["append", "removeAll", "removeLast", "count", "Int", "UInt"]

    /// The identifiers of a piece of code, outside strings and comments (interpolations are in strings: a line
    /// whose interpolation reads the map is map code by its other names or not at all, so they are read too).
    static func identifiers(_ code: String) -> [String] {
        SwiftTokenizer(code).tokenize().flatMap { token -> [String] in
            switch token.kind {
            case .identifier: return token.text.hasPrefix("$") ? [] : [token.text]
            case .string:
                return token.text.split(separator: "\\(").dropFirst().flatMap { identifiers(String($0)) }
            default: return []
            }
        }
    }

    /// The lines of a screen that are not map code: the lines of statements (lines joined until the brackets
    /// they open are closed) naming nothing its style's map code is written with, except lines that name nothing
    /// at all (a closing brace belongs to what it closes).
    static func plainLines(_ text: String, _ names: Set<String>) -> [String] {
        var plain: [String] = []
        var statement: [String] = []
        var open = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            statement.append(line)
            for token in SwiftTokenizer(line).tokenize() where token.kind == .punctuation {
                if token.text == "(" || token.text == "[" { open += 1 }
                if token.text == ")" || token.text == "]" { open -= 1 }
            }
            guard open <= 0 else { continue }
            open = 0
            let named = statement.map { Set(identifiers($0)) }
            if named.allSatisfy({ $0.isDisjoint(with: names) }) {
                plain += zip(statement, named).filter { !$1.isEmpty && !$0.hasPrefix("//") }.map(\.0)
            }
            statement = []
        }
        return plain
    }

    /// Every line of a screen that is not map code is in each port, byte for byte and in the same order: as code,
    /// or, inside a construct the target cannot express, behind the `// PORT(style): ` marker; or, in a callback
    /// the port moved (a closure made a delegate method, a method made a case, a ready callback's body run where
    /// the view's delegate is set, which may come earlier), re-indented only.
    @Test func linesThatAreNotMapCodeComeOutByteIdentical() throws {
        var names: [PortingStyle: Set<String>] = [:]
        for style in PortingStyle.allCases { names[style] = try Self.mapNames(style) }
        var checked = 0
        var commented = 0
        var moved = 0
        var headers = 0
        for (screen, target, result) in try RealClientCorpus.ports() {
            let marker = "// PORT(\(screen.style.id)): "
            let plain = Self.plainLines(screen.text, names[screen.style] ?? [])
            let all = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var output = all[...]
            var missing: [String] = []
            for line in plain {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                let isMoved = { (candidate: String) in
                    let moved = candidate.replacingOccurrences(of: marker, with: "").trimmingCharacters(
                        in: .whitespaces)
                    return moved == trimmed || moved == trimmed.replacingOccurrences(of: "self?.", with: "self.")
                }
                if let found = output.firstIndex(where: {
                    $0 == line || $0.replacingOccurrences(of: marker, with: "") == line
                }) {
                    if output[found] != line { commented += 1 }
                    output = output[(found + 1)...]
                } else if let found = output.firstIndex(where: { Self.isHeader(line, given: $0) }) {
                    headers += 1
                    output = output[(found + 1)...]
                } else if let found = output.firstIndex(where: isMoved) {
                    // In a callback the target receives elsewhere (a closure made a delegate method, a delegate
                    // method made a case of a switch): the same line, indented for its new place (and `self?.`
                    // read as `self.` where a closure capturing `[weak self]` became a method).
                    moved += 1
                    output = output[(found + 1)...]
                } else if all.contains(where: isMoved) {
                    // Moved to an earlier place: a ready callback's body runs where the view's delegate is set.
                    moved += 1
                } else {
                    missing.append(line)
                }
            }
            checked += plain.count
            #expect(missing.isEmpty, "\(screen.name) → \(target): \(missing.count) lines changed: \(missing.prefix(5))")
        }
        print(
            "RealClient: \(checked) plain lines checked, \(commented) of them inside commented-out constructs, "
                + "\(moved) moved with their callback, \(headers) type headers given the target's protocols")
        #expect(checked > 400, "only \(checked) plain lines checked")
    }

    /// Whether `ported` is the type header `line` with the target's callback protocols added to its list.
    static func isHeader(_ line: String, given ported: String) -> Bool {
        let words = line.split(separator: " ")
        guard line.hasSuffix(" {"), words.contains(where: { ["class", "struct", "extension"].contains($0) }),
            ported.hasSuffix(" {")
        else { return false }
        let head = String(line.dropLast(2))
        return ported.hasPrefix(head + ", ") || ported.hasPrefix(head + ": ")
    }

    /// Every type a screen declares is declared, in code, in every port; no `// PORT(…)` line holds a type.
    @Test func noPortCommentsOutAType() throws {
        Corpus.expectTypesKept(try RealClientCorpus.ports())
    }

    /// The figures per style pair on this group (printed for the report).
    @Test func linesPortedAutomaticallyPerPair() throws {
        let pairs = Corpus.countsPerPair(try RealClientCorpus.ports())
        for counts in pairs.values { #expect(counts.total > 0) }
        print(Corpus.report(pairs, prefix: "RealClient "))
        #expect(pairs.count == 12)
    }
}

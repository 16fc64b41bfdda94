import Foundation
import MapCompatSyntax
import MapCompatTestSupport
import Testing

/// Every Swift file of this repository (sources, tests, the porting corpus, the adapters' RealClient screens,
/// the fuzz harnesses) parses into a tree that prints back byte for byte, with (almost) nothing left unknown,
/// and with the constructs a rule looks for where they are.
@Suite struct RoundTripTests {
    static let files: [URL] = {
        let root = PackagePaths.root
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var files: [URL] = []
        for case let url as URL in walker {
            let name = url.lastPathComponent
            if name.hasPrefix(".") || name == "docs-site" {
                walker.skipDescendants()
                continue
            }
            if url.pathExtension == "swift" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }()

    static func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test func everyFilePrintsBack() throws {
        #expect(Self.files.count > 500)
        for url in Self.files {
            let source = try Self.read(url)
            let tree = parse(source)
            #expect(tree.root.syntax.printed == source, "\(url.path)")
            #expect(tree.root.text == source, "\(url.path)")
        }
    }

    /// The share of tokens in unknown nodes over the repository's (valid) Swift stays near zero.
    @Test func unknownShare() throws {
        var tokens = 0
        var unknown = 0
        for url in Self.files {
            let tree = parse(try Self.read(url))
            tokens += tree.tokenCount
            unknown += unknownTokenCount(tree)
        }
        #expect(tokens > 100_000)
        #expect(Double(unknown) / Double(tokens) < 0.0001, "\(unknown) of \(tokens) tokens unknown")
    }

    /// Each `func`, `class`, `struct`, `enum`, `extension`, `if`, `guard`, `switch`, `for` and `while` keyword of
    /// the porting corpus and the RealClient screens starts a node of its kind; the words used as labels
    /// (`for:`, `(for item:`) and member names (`.default`) aside.
    @Test func keywordsStartTheirNodes() throws {
        let expected: [Keyword: Set<SyntaxKind>] = [
            .func: [.functionDecl], .guard: [.guardStmt], .switch: [.switchExpr], .if: [.ifExpr, .ifConfigClause],
            .struct: [.structDecl], .enum: [.enumDecl], .extension: [.extensionDecl],
            .class: [.classDecl, .declModifier], .for: [.forStmt], .while: [.whileStmt, .repeatStmt],
        ]
        let corpus = Self.files.filter { $0.path.contains("/Corpus/") || $0.path.contains("/RealClient/") }
        #expect(corpus.count > 20)
        var checked = 0
        for url in corpus {
            let tokens = parse(try Self.read(url)).root.syntax.tokens
            for (index, token) in tokens.enumerated() {
                guard token.kind == .identifier, let keyword = token.keyword, let kinds = expected[keyword],
                    index + 1 < tokens.count, tokens[index + 1].kind != .colon,
                    index == 0 || ![.period, .leftParen, .comma].contains(tokens[index - 1].kind),
                    index == 0 || tokens[index - 1].keyword != .import
                else { continue }
                checked += 1
                let kind = token.parent.kind
                #expect(kinds.contains(kind), "\(url.lastPathComponent):\(token.line) \(token.text) in \(kind)")
            }
        }
        #expect(checked > 500)
    }

    /// Every node's range is the concatenation of its children's, and parents know their children.
    @Test func structureIsConsistent() throws {
        for url in Self.files.prefix(80) {
            let tree = parse(try Self.read(url))
            tree.root.walk { node in
                var end = node.range.lowerBound
                for element in node.elements {
                    let range: Range<Int>
                    switch element {
                    case .node(let child):
                        #expect(child.parent == node)
                        range = child.range
                    case .token(let token):
                        #expect(token.parent == node)
                        range = token.range
                    }
                    #expect(range.lowerBound == end)
                    end = range.upperBound
                }
                #expect(end == node.range.upperBound)
                return .visitChildren
            }
        }
    }
}

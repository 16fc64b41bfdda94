import Foundation
import MapCompatSyntax
import Testing

@testable import MapCompatPorting

/// The porter's promise, checked on every port of both corpora: no step changes the text of a comment or of a
/// string literal that stays code, and no rule's edit is refused for trying.
@Suite struct LiteralTextKeptTests {
    /// The text segments of `text`'s string literals (what lies between the quotes, interpolations left out).
    static func stringSegments(_ text: String) -> [String] {
        SyntaxTree(parsing: text).root.syntax.tokens.filter { $0.kind == .stringSegment }.map(\.text)
    }

    /// Every port of both corpora, with the steps' state; the described styles' `RealClient` screens too, and
    /// every screen ported to and from the described styles.
    static func ports() throws -> [(name: String, input: String, state: PortState)] {
        let styles = PortingStyle.allCases + PortingStyle.described
        let screens = try Corpus.allScreens() + styles.flatMap { try RealClientCorpus.screens($0) }
        return screens.flatMap { screen in
            styles.filter { $0 != screen.style }.map { target in
                let context = PortContext(
                    source: screen.style, target: target, file: screen.name, module: .none,
                    porter: Porter(from: screen.style, to: target))
                return ("\(screen.name) → \(target)", screen.text, PortSteps.run(screen.text, context))
            }
        }
    }

    @Test func stringsAndCommentsAreKept() throws {
        for (name, input, state) in try Self.ports() {
            #expect(state.refusedEdits.isEmpty, "\(name): \(state.refusedEdits)")
            let output = state.text
            // The pin image a port names where its source named none (``MarkerImage/defaultName``) goes where the
            // target draws its own default pin: it is the porter's, not the app's.
            for segment in Self.stringSegments(input) where "\"\(segment)\"" != MarkerImage.defaultName {
                // A string that is no longer code was commented out with its statement, each line kept.
                let lines = segment.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                #expect(lines.allSatisfy { $0.isEmpty || output.contains($0) }, "\(name) lost \(segment)")
            }
            let file = PortFile(input)
            for range in file.literalText where file.text(range).hasPrefix("//") {
                #expect(output.contains(file.text(range)), "\(name) lost the comment \(file.text(range))")
            }
        }
    }
}

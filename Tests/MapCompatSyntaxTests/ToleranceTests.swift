import MapCompatSyntax
import Testing

/// Whatever the input, the parser finishes, prints it back byte for byte, keeps what it cannot read in unknown
/// nodes, and reads what follows. The cases follow swift-syntax's recovery tests
/// (`Tests/SwiftParserTest/RecoveryTests.swift`, `translated/BraceRecoveryEofTests.swift`) and the porting
/// fuzz harness's findings (`Fuzz/Regressions/porting/`).
@Suite struct ToleranceTests {
    static func roundTrips(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let tree = parse(source)
        #expect(tree.root.syntax.printed == source, sourceLocation: sourceLocation)
        #expect(tree.root.text == source, sourceLocation: sourceLocation)
    }

    @Test func garbage() {
        for source in [
            "}}}", ")))", "]]", "@@@", "#", "\\", "`", "$", "#if", "#endif", "case", "else { }", "in in in", "->",
            "= = =", ".", "...", "?", "!", "&", "@objc(", "func", "let", "var x:", "import", "init", "\u{0}\u{1}\u{7F}",
            "\u{A0}let\u{2028}x", "let 🗺 = 1", "x = \"\u{301}\"", "a\u{301}b",
        ] {
            Self.roundTrips(source)
        }
    }

    @Test func truncatedFiles() throws {
        let source = """
            final class Screen: UIViewController, MLNMapViewDelegate {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    map.setCenter(CLLocationCoordinate2D(latitude: 1, longitude: 2), zoomLevel: 9, animated: false)
                    let label = "zoom \\(map.zoomLevel) at \\(map.centerCoordinate)"
                    map.touchHandler = { [weak self] overlay in self?.select(overlay); return true }
                }
            }
            """
        let bytes = Array(source.utf8)
        for end in 0...bytes.count {
            Self.roundTrips(String(decoding: bytes[..<end], as: UTF8.self))
        }
    }

    /// A missing `)` inside a block stays inside the block: the brace closes it.
    @Test func unbalancedBrackets() throws {
        let source = "func a() {\n    call(x, \n}\nfunc b() { (( }\nfunc c() { ] }\nfunc d() {}"
        Self.roundTrips(source)
        let functions = all(FunctionDecl.self, in: source)
        #expect(functions.compactMap { $0.name?.text } == ["a", "b", "c", "d"])
        #expect(functions.allSatisfy { $0.body?.rightBrace != nil })
    }

    /// A missing `}` runs to the end of the file; a stray one at the top level is unknown and the rest reads.
    @Test func missingAndStrayBraces() throws {
        let missing = "class A {\n    func f() {\n        g()\n"
        Self.roundTrips(missing)
        #expect(first(FunctionDecl.self, in: missing)?.body?.rightBrace == nil)
        let stray = "}\nlet a = 1\n)\nlet b = 2"
        Self.roundTrips(stray)
        #expect(statementKinds(stray) == [.unknown, .variableDecl, .unknown, .variableDecl])
    }

    /// What a group holds that the parser cannot read stays in an unknown node inside the group.
    @Test func garbageInsideGroups() throws {
        let source = "foo(a: 1, ] , b: 2)\nlet next = 1"
        Self.roundTrips(source)
        let call = try #require(first(FunctionCallExpr.self, in: source))
        #expect(call.rightParen != nil)
        #expect(statementKinds(source) == [.functionCallExpr, .variableDecl])
    }

    /// Nesting deeper than the parser recurses becomes unknown nodes, read without recursion.
    @Test func hugeNesting() {
        for (open, close) in [("(", ")"), ("[", "]"), ("{", "}"), ("foo(", ")"), ("{ x in ", "}"), ("\"\\(", ")\"")] {
            let depth = 20_000
            let source = String(repeating: open, count: depth) + "x" + String(repeating: close, count: depth)
            Self.roundTrips(source)
        }
        Self.roundTrips(String(repeating: "if a { ", count: 5_000) + String(repeating: "}", count: 5_000))
        Self.roundTrips(String(repeating: "-", count: 20_000) + "x")
        Self.roundTrips("let x = " + String(repeating: "try ", count: 20_000) + "y")
        Self.roundTrips("x" + String(repeating: "?.a", count: 20_000))
        Self.roundTrips(String(repeating: "Array<", count: 5_000) + "Int" + String(repeating: ">", count: 5_000))
        Self.roundTrips("let t: " + String(repeating: "[", count: 20_000))
        Self.roundTrips("switch x {\n" + String(repeating: "#if a\n", count: 5_000) + "case .b: c\n}")
        Self.roundTrips(String(repeating: "#if a\n", count: 5_000))
    }

    /// Inputs that once troubled the porter's own reading of Swift.
    @Test func portingFuzzRegressions() {
        for source in [
            "\"\\(\"\\(\"\\(", "/* /* */", "#\"\\#(\"", "\"\"\"\n\\(\n", "x = { [\n", "case let .a(", "#if a\n#else\n",
            "\r\n\r\r\n", "extension { init?<", "func f<T>(_ x: T>) {", "let a = b as? [", "a ? b", "switch { case",
        ] {
            Self.roundTrips(source)
        }
    }

    /// Every byte string (decoded as the fuzz harness decodes it) prints back: a deterministic sweep over
    /// short inputs drawn from Swift's punctuation.
    @Test func shortInputsOverPunctuation() {
        let alphabet = Array("({[)}]\"\\#`/*\n a.?!=<>:,@$0")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<12 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            Self.roundTrips(text)
        }
    }
}

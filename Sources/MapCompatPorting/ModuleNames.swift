/// The names a module's files declare with vendor types, for porting its files together: a screen that
/// subclasses a base screen of another file (NAVER's demo screens subclass one holding the map view) uses names
/// that file declares, and Swift reads a module's files as one.
public struct ModuleNames: Sendable {
    /// The role of each name, from the first file that declares it.
    let names: [String: TypeModel.Role]
    /// The types the files declare (``TypeModel/declaredTypeNames``).
    let declaredTypeNames: Set<String>
    /// The static members whose declarations the port of their own file comments out (NAVER's demo keeps its
    /// start camera as `static let defaultCamera = NMFCameraPosition(…)`, which MapLibre cannot make): the other
    /// files' uses of them (`Self.defaultCamera.target`) go too.
    let goneStatics: [String]

    /// Reads the declarations of every file in `texts` (the source, as given to ``Porter/port(_:file:module:)``),
    /// and ports each alone to see which of its static members the port comments out.
    public init(_ texts: [String], porter: Porter) {
        var names: [String: TypeModel.Role] = [:]
        var declared: Set<String> = []
        var gone: [String] = []
        let marker = "// PORT(\(porter.source.id)): "
        for text in texts {
            let types = TypeModel(SwiftTokenizer(text).tokenize(), styles: [porter.source, porter.target])
            names.merge(types.names) { first, _ in first }
            declared.formUnion(types.declaredTypeNames)
            guard text.contains("static ") else { continue }
            for line in porter.port(text).output.lines() {
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                guard trimmed.hasPrefix(marker) else { continue }
                let code = String(trimmed.dropFirst(marker.count))
                let words = SwiftTokenizer(code).tokenize().filter { !$0.isTrivia }.map(\.text)
                guard let keyword = words.firstIndex(where: { $0 == "let" || $0 == "var" }),
                    words[..<keyword].contains("static"), let name = DependentLines.declaredName(code),
                    !gone.contains(name)
                else { continue }
                gone.append(name)
            }
        }
        self.names = names
        self.declaredTypeNames = declared
        self.goneStatics = gone
    }

    /// No names: a file ported alone.
    public static let none = ModuleNames(names: [:], declaredTypeNames: [], goneStatics: [])

    private init(names: [String: TypeModel.Role], declaredTypeNames: Set<String>, goneStatics: [String]) {
        self.names = names
        self.declaredTypeNames = declaredTypeNames
        self.goneStatics = goneStatics
    }
}

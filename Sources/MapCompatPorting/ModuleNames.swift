/// The names a module's files declare with vendor types, for porting its files together: a screen that
/// subclasses a base screen of another file (NAVER's demo screens subclass one holding the map view) uses names
/// that file declares, and Swift reads a module's files as one.
public struct ModuleNames: Sendable {
    /// The role of each name, from the first file that declares it.
    let names: [String: TypeModel.Role]

    /// Reads the declarations of every file in `texts` (the source, as given to ``Porter/port(_:file:module:)``).
    public init(_ texts: [String], porter: Porter) {
        var names: [String: TypeModel.Role] = [:]
        for text in texts {
            names.merge(TypeModel(SwiftTokenizer(text).tokenize(), styles: [porter.source, porter.target]).names) {
                first, _ in first
            }
        }
        self.names = names
    }

    /// No names: a file ported alone.
    public static let none = ModuleNames(names: [:])

    private init(names: [String: TypeModel.Role]) {
        self.names = names
    }
}

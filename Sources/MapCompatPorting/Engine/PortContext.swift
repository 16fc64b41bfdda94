/// What every rule of one port knows besides the file: the two styles, the file's name, and the names the
/// module's other files declare.
struct PortContext: Sendable {
    /// The style the source is written in.
    let source: PortingStyle
    /// The style to write.
    let target: PortingStyle
    /// The file's name, as given.
    let file: String
    /// What the module's other files declare with vendor types.
    let module: ModuleNames
    /// The porter: the API map's rules for the two styles, which the member-level port applies.
    let porter: Porter
}
